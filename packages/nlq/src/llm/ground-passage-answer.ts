import type { AskDocsAnswerStyle } from '@tabletalk/contracts';

/**
 * A citation as models write it: `[2]`, `[2, 3]`, `[2; 3]`, `[passage 2]`, with the white space
 * before it (kept for a marker that stays, dropped with one that goes).
 */
const MARKER =
  /([ \t]*)\[\s*((?:passages?\s*)?\d{1,4}(?:\s*[,;]\s*(?:passages?\s*)?\d{1,4})*)\s*\]/gi;
const LIST_ITEM = /^\s*(?:[-*•–]|\d{1,3}[.)])\s+/;

/** Markdown a plain-text answer must not carry: heading marks, emphasis, code marks, links. */
function toPlainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
    .replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '');
}

/** Lines as the style wants them: bullets each start with "- "; blank runs become one gap. */
function shapeLines(text: string, style: AskDocsAnswerStyle): string {
  const lines = text.split('\n').map((line) => line.trimEnd());
  if (style === 'bullets') {
    return lines
      .map((line) => line.replace(LIST_ITEM, '').trim())
      .filter((line) => line !== '')
      .map((line) => `- ${line}`)
      .join('\n');
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Checks a model's answer against the passages it was given and makes its citations the
 * answer's own: markers naming a given passage are renumbered in the order first cited
 * (`[k]` stands for passage `sources[k - 1]`), markers naming anything else are removed, lists
 * (`[2, 3]`) become `[1][2]`; markdown is taken out, and for the bullets style every line starts
 * with "- ". Returns null when no marker names a given passage: such an answer is not grounded.
 * Pure; throws nothing.
 * @example groundPassageAnswer('Yes [2][9].', [1, 2], 'concise') // { text: 'Yes [1].', sources: [2] }
 */
export function groundPassageAnswer(
  text: string,
  given: readonly number[],
  style: AskDocsAnswerStyle,
): { text: string; sources: number[] } | null {
  const known = new Set(given);
  const sources: number[] = [];
  const cited = (n: number) => {
    if (!sources.includes(n)) sources.push(n);
    return sources.indexOf(n) + 1;
  };
  const marked = toPlainText(text).replace(MARKER, (_match, space: string, list: string) => {
    const numbers = (list.match(/\d+/g) ?? []).map(Number).filter((n) => known.has(n));
    const markers = [...new Set(numbers)].map((n) => `[${cited(n)}]`);
    return markers.length > 0 ? `${space}${markers.join('')}` : '';
  });
  const shaped = shapeLines(marked, style);
  if (sources.length === 0 || shaped === '') return null;
  return { text: shaped, sources };
}
