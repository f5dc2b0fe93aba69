/** A piece of SQL text: a quoted string or identifier, or anything else between them. */
export interface SqlToken {
  kind: 'single' | 'double' | 'backtick' | 'bracket' | 'other';
  text: string;
}

const CLOSERS: Record<string, [SqlToken['kind'], string]> = {
  "'": ['single', "'"],
  '"': ['double', '"'],
  '`': ['backtick', '`'],
  '[': ['bracket', ']'],
};

/** End of a quoted token starting at `start` (a doubled closer is an escaped one). */
function quotedEnd(sql: string, start: number, closer: string): number {
  let index = start + 1;
  while (index < sql.length) {
    if (sql[index] === closer) {
      if (closer !== ']' && sql[index + 1] === closer) {
        index += 2;
        continue;
      }
      return index + 1;
    }
    index += 1;
  }
  return sql.length;
}

/**
 * Splits SQL into quoted tokens (with their quotes) and the text between them, so callers can
 * look at keywords and parentheses without being fooled by quoted text. Never throws: an
 * unclosed quote runs to the end.
 */
export function tokenizeSql(sql: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let other = '';
  let index = 0;
  while (index < sql.length) {
    const char = sql[index] ?? '';
    const quote = CLOSERS[char];
    if (!quote) {
      other += char;
      index += 1;
      continue;
    }
    if (other) tokens.push({ kind: 'other', text: other });
    other = '';
    const end = quotedEnd(sql, index, quote[1]);
    tokens.push({ kind: quote[0], text: sql.slice(index, end) });
    index = end;
  }
  if (other) tokens.push({ kind: 'other', text: other });
  return tokens;
}
