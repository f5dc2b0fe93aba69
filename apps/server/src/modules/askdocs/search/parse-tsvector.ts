/**
 * A tsvector's text form (`'dog':3,7B 'o''neil':2`) read back: each lexeme with its positions.
 * Quotes and backslashes inside a lexeme come doubled; weights (a letter after a position) and
 * stripped vectors (no positions) are accepted.
 */
export function parseTsvector(text: string): Map<string, number[]> {
  const lexemes = new Map<string, number[]>();
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf("'", index);
    if (open < 0) break;
    let lexeme = '';
    let cursor = open + 1;
    while (cursor < text.length) {
      const char = text[cursor];
      const next = text[cursor + 1];
      if ((char === "'" && next === "'") || (char === '\\' && next === '\\')) {
        lexeme += char;
        cursor += 2;
      } else if (char === "'") {
        break;
      } else {
        lexeme += char;
        cursor += 1;
      }
    }
    cursor += 1;
    const positions: number[] = [];
    if (text[cursor] === ':') {
      const end = text.indexOf(' ', cursor);
      const list = text.slice(cursor + 1, end < 0 ? text.length : end);
      for (const item of list.split(',')) {
        const position = Number.parseInt(item, 10);
        if (Number.isFinite(position)) positions.push(position);
      }
      cursor = end < 0 ? text.length : end;
    }
    lexemes.set(lexeme, positions);
    index = cursor;
  }
  return lexemes;
}
