import { singularize } from '../text';
import { stem } from './stem';

/** One token of a question. */
export interface Token {
  /** The text as written (quotes removed for quoted values). */
  text: string;
  /** Lowercase text. */
  lower: string;
  /** Lowercase singular form, for matching names ("singers" → "singer"). */
  lemma: string;
  /** A crude stem, for looser matching ("produced" → "produc"). */
  stem: string;
  kind: 'word' | 'number' | 'quoted';
  /** The number a number token stands for ("5k" → 5000, "two" → 2). */
  value?: number;
  /** A number written as a percentage ("20%", "20 percent"). */
  isPercent?: boolean;
  /** Whether the word starts with a capital letter and is not the question's first word. */
  isCapitalized: boolean;
  /** Where the token starts in the question, in characters. */
  offset: number;
}

const numberWords = new Map<string, number>(
  Object.entries({
    zero: 0,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    fifteen: 15,
    twenty: 20,
    fifty: 50,
    hundred: 100,
    thousand: 1000,
    once: 1,
    twice: 2,
    single: 1,
    dozen: 12,
  }),
);

const suffixes: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  bn: 1e9,
  b: 1e9,
  billion: 1e9,
};

// Quoted text, numbers (1,000 / 3.5 / 5k / 2m / $40), words with inner apostrophes or hyphens.
const tokenPattern =
  /"([^"]+)"|“([^”]+)”|'([^']+)'(?!\w)|‘([^’]+)’|\$?((?:(?<=^|[\s(])-)?\d[\d,]*(?:\.\d+)?)(k|m|bn|b)?(?![\w])|([\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*['’]?)/giu;

function parseNumber(digits: string, suffix: string | undefined): number {
  const base = Number(digits.replace(/,/g, ''));
  return suffix ? base * (suffixes[suffix.toLowerCase()] ?? 1) : base;
}

function wordToken(text: string, isFirst: boolean, offset: number): Token {
  const lower = text.toLowerCase().replace(/’/g, "'");
  const value = numberWords.get(lower);
  // A possessive matches its noun: "singer's" → "singer", "owners'" → "owner".
  const lemma = singularize(lower.replace(/'s?$/, ''));
  return {
    text,
    lower,
    lemma,
    stem: stem(lemma),
    kind: value === undefined ? 'word' : 'number',
    ...(value === undefined ? {} : { value }),
    isCapitalized: !isFirst && /^\p{Lu}/u.test(text),
    offset,
  };
}

/**
 * Splits a question into tokens: quoted values whole, numbers with their value ("5k" → 5000, "two"
 * → 2), and words with lowercase, singular and stemmed forms. "thousand"/"million" after a number
 * multiply it.
 * @example tokenize('Top 5 "New York" stores').map((t) => t.kind) // ['word', 'number', 'quoted', 'word']
 */
export function tokenize(question: string): Token[] {
  const tokens: Token[] = [];
  for (const match of question.matchAll(tokenPattern)) {
    const quoted = match[1] ?? match[2] ?? match[3] ?? match[4];
    const isFirst = tokens.length === 0;
    if (quoted !== undefined) {
      const lower = quoted.toLowerCase();
      tokens.push({
        text: quoted,
        lower,
        lemma: lower,
        stem: lower,
        kind: 'quoted',
        isCapitalized: false,
        offset: match.index,
      });
    } else if (match[5] !== undefined) {
      const value = parseNumber(match[5], match[6]);
      const after = question.slice(match.index + match[0].length);
      tokens.push({
        ...(/^\s*(%|percent\b|per cent\b)/i.test(after) ? { isPercent: true } : {}),
        text: match[0],
        lower: match[0].toLowerCase(),
        lemma: String(value),
        stem: String(value),
        kind: 'number',
        value,
        isCapitalized: false,
        offset: match.index,
      });
    } else if (match[7] !== undefined) {
      // A word opening a sentence is capitalised by grammar, not because it is a name.
      const opensSentence = isFirst || /[.?!]\s*$/.test(question.slice(0, match.index));
      const token = wordToken(match[7], opensSentence, match.index);
      const previous = tokens.at(-1);
      const multiplier = suffixes[token.lower];
      if (
        multiplier &&
        multiplier > 1 &&
        previous?.kind === 'number' &&
        previous.value !== undefined
      ) {
        previous.value *= multiplier;
        continue;
      }
      tokens.push(token);
    }
  }
  return tokens;
}

/** Whether a comma (or other mark) stands between two tokens: more than a space between them. */
export function markBetween(first: Token, second: Token): boolean {
  return second.offset - (first.offset + first.text.length) > 1;
}

/**
 * Whether a mark stands between token `index` and the next ("the most? Show", "the most, then"):
 * more than one character between them. A word's text is as written, so its end is exact.
 */
export function punctuatedAfter(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  if (!token || !next || token.kind !== 'word') return false;
  return next.offset - (token.offset + token.text.length) > 1;
}
