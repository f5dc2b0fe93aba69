/**
 * Sentences of a page's text, in order, for cutting passages at sentence ends. A sentence ends at
 * `.`, `!`, `?` or `…` (with closing quotes or brackets) before white space and a capital, digit
 * or opening quote, at every blank line (a paragraph ends there), and after a line that reads as a
 * heading (`isHeadingLine`: a PDF's "Ferry timetable" above its text is not part of its first
 * sentence). Common
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

/** A heading has at most this many words. */
const HEADING_MAX_WORDS = 8;
/** …and is at most this share of the length of the line after it (a wrapped line is not). */
const HEADING_MAX_SHARE = 0.6;
const CLOSING_PUNCTUATION = /[.!?…:;,\-–—]["'”’)\]]*$/u;
const STARTS_SENTENCE = /^["'“‘([]?[\p{Lu}\p{N}]/u;

/**
 * Whether `line` is a heading over `next`: short, without closing punctuation, and much shorter
 * than a next line that starts like a sentence. Wrapped lines of running text are about as long as
 * the line after them, so they never qualify.
 */
export function isHeadingLine(line: string, next: string): boolean {
  const text = line.trim();
  const following = next.trim();
  if (!text || !following) return false;
  if (CLOSING_PUNCTUATION.test(text) || !STARTS_SENTENCE.test(following)) return false;
  if (text.split(/\s+/).length > HEADING_MAX_WORDS) return false;
  return text.length < HEADING_MAX_SHARE * following.length;
}

/** A paragraph's runs of lines between headings, each heading a run of its own. */
function runsBetweenHeadings(paragraph: string): string[] {
  const lines = paragraph.split('\n');
  const runs: string[] = [];
  let run: string[] = [];
  lines.forEach((line, index) => {
    if (isHeadingLine(line, lines[index + 1] ?? '')) {
      runs.push(run.join(' '), line);
      run = [];
    } else {
      run.push(line);
    }
  });
  runs.push(run.join(' '));
  return runs;
}

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/).flatMap(runsBetweenHeadings)) {
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
