/**
 * Sentences of a page's text, in order, for cutting passages at sentence ends. A sentence ends at
 * `.`, `!`, `?` or `…` (with closing quotes or brackets) before white space and a capital, digit
 * or opening quote, and at every blank line (a paragraph or heading ends there too). Common
 * abbreviations ("e.g.", "Fig.", "et al.", "Dr.") and single initials do not end a sentence.
 * White space inside a sentence is collapsed to single spaces.
 */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'al',
  'vs',
  'cf',
  'fig',
  'figs',
  'eq',
  'eqs',
  'ref',
  'refs',
  'no',
  'nos',
  'vol',
  'pp',
  'p',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'jr',
  'sr',
  'inc',
  'ltd',
  'co',
  'corp',
  'approx',
  'ca',
  'resp',
  'sec',
  'ch',
  'art',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

const END = /[.!?…]["'”’)\]]*\s+(?=["'“‘([]?[\p{Lu}\p{N}])/gu;

function endsWithAbbreviation(before: string): boolean {
  const match = /(?:^|\s)([\p{L}.]+)\.["'”’)\]]*$/u.exec(before);
  if (!match?.[1]) return false;
  const word = match[1].toLowerCase();
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word);
}

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const flat = paragraph.replace(/\s+/g, ' ').trim();
    if (!flat) continue;
    let start = 0;
    for (const match of flat.matchAll(END)) {
      const end = match.index + match[0].length;
      const sentence = flat.slice(start, end).trim();
      if (endsWithAbbreviation(flat.slice(start, match.index + 1))) continue;
      if (sentence) sentences.push(sentence);
      start = end;
    }
    const rest = flat.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences;
}
