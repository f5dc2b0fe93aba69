import { cleanText, countWords } from './clean-text';
import { splitSentences } from './split-sentences';

/** A page of a document's text, numbered from 1 as the document shows it. */
export interface PageText {
  number: number;
  text: string;
}

/** A passage: consecutive sentences of one page; `position` orders passages in the document. */
export interface Passage {
  page: number;
  position: number;
  text: string;
  words: number;
}

export interface SplitOptions {
  /** At most this many words in a passage (a longer sentence is cut). Default 250. */
  maxWords?: number;
  /** A page's passages are evened out to about this many words each when it allows. Default 100. */
  minWords?: number;
  /** Words of the previous passage's last sentence(s) repeated at the start of the next. Default 30. */
  overlapWords?: number;
}

/** Longest run of characters kept as one word; longer runs (encoded blobs) are cut. */
const MAX_WORD_CHARS = 64;

interface Sentence {
  text: string;
  words: number;
}

/** A page's sentences, each at most `maxWords` words (longer ones are cut into pieces). */
function pageSentences(text: string, maxWords: number): Sentence[] {
  const clean = cleanText(text).replace(
    new RegExp(`\\S{${MAX_WORD_CHARS}}(?=\\S)`, 'gu'),
    (run) => `${run} `,
  );
  const sentences: Sentence[] = [];
  for (const sentence of splitSentences(clean)) {
    const tokens = sentence.split(' ');
    for (let start = 0; start < tokens.length; start += maxWords) {
      const piece = tokens.slice(start, start + maxWords).join(' ');
      sentences.push({ text: piece, words: countWords(piece) });
    }
  }
  return sentences.filter((sentence) => sentence.words > 0);
}

/**
 * A passage's text: its sentences after one another, a heading (a sentence without closing
 * punctuation) on a line of its own so that splitting the passage again finds it apart.
 */
function joinSentences(group: Sentence[]): string {
  return group
    .map((sentence, index) => {
      if (index === 0) return sentence.text;
      const previous = group[index - 1]?.text ?? '';
      return `${/[.!?…]["'”’)\]]*$/u.test(previous) ? ' ' : '\n'}${sentence.text}`;
    })
    .join('');
}

/** The sentences at the end of `group` making up at most `limit` words (none when too long). */
function tail(group: Sentence[], limit: number): Sentence[] {
  const kept: Sentence[] = [];
  let words = 0;
  for (let index = group.length - 1; index > 0; index -= 1) {
    const sentence = group[index];
    if (!sentence || words + sentence.words > limit) break;
    kept.unshift(sentence);
    words += sentence.words;
  }
  return kept;
}

/**
 * Cuts pages into passages for the index: whole sentences, never across a page, about
 * `minWords`–`maxWords` words. A page of W words is cut into ⌈W / maxWords⌉ passages of about
 * equal size, so passages are neither crumbs nor overfull; each passage after the first starts with
 * the last sentence(s) of the one before (up to `overlapWords`), so a statement spanning a cut is
 * still found whole. Pages with no words give no passages.
 *
 * @example splitIntoPassages([{ number: 1, text: 'One. Two.' }]) // [{ page: 1, position: 0, … }]
 */
export function splitIntoPassages(pages: PageText[], options: SplitOptions = {}): Passage[] {
  const maxWords = Math.max(options.maxWords ?? 250, 1);
  const minWords = Math.min(options.minWords ?? 100, maxWords);
  const overlapWords = Math.min(options.overlapWords ?? 30, Math.floor(maxWords / 2));
  const passages: Passage[] = [];
  for (const page of pages) {
    const sentences = pageSentences(page.text, maxWords);
    const total = sentences.reduce((sum, sentence) => sum + sentence.words, 0);
    if (total === 0) continue;
    const count = Math.max(1, Math.min(Math.ceil(total / maxWords), Math.floor(total / minWords)));
    const target = Math.min(maxWords, total / count + overlapWords / 2);
    let group: Sentence[] = [];
    let words = 0;
    let fresh = 0;
    const flush = () => {
      if (fresh === 0) return;
      const text = joinSentences(group);
      passages.push({ page: page.number, position: passages.length, text, words });
      group = tail(group, overlapWords);
      words = group.reduce((sum, sentence) => sum + sentence.words, 0);
      fresh = 0;
    };
    for (const sentence of sentences) {
      if (words + sentence.words > maxWords || (fresh > 0 && words >= target)) flush();
      if (words + sentence.words > maxWords) {
        group = [];
        words = 0;
      }
      group.push(sentence);
      words += sentence.words;
      fresh += 1;
    }
    flush();
  }
  return passages;
}
