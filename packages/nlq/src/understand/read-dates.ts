import * as chrono from 'chrono-node';
import type { Token } from './tokenize';

/** A stretch of time a question names, as ISO dates; `end` is exclusive; either may be open. */
export interface DateRange {
  start: string | null;
  end: string | null;
  /** Indexes of the tokens that named it. */
  tokens: number[];
  text: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month, day));

/** The period a parsed date stands for: its day, its month or its year, by what was said. */
function periodOf(component: chrono.ParsedComponents, now: Date): [Date, Date] {
  const year = component.get('year') ?? now.getUTCFullYear();
  const month = (component.get('month') ?? 1) - 1;
  if (component.isCertain('day')) {
    const day = component.get('day') ?? 1;
    return [utc(year, month, day), utc(year, month, day + 1)];
  }
  if (component.isCertain('month')) {
    // "since March" in November means the March just past, not next year's.
    const start = utc(year, month);
    const past = start > now && !component.isCertain('year') ? utc(year - 1, month) : start;
    return [past, utc(past.getUTCFullYear(), past.getUTCMonth() + 1)];
  }
  return [utc(year, 0), utc(year + 1, 0)];
}

function tokensIn(tokens: Token[], from: number, to: number): number[] {
  return tokens.flatMap((token, index) =>
    token.offset >= from && token.offset < to ? [index] : [],
  );
}

const quarterPattern = /\bq([1-4])(?:\s+(?:of\s+)?(\d{4}))?\b/gi;

function quarters(question: string, tokens: Token[], now: Date): DateRange[] {
  return [...question.matchAll(quarterPattern)].map((match) => {
    const year = match[2] ? Number(match[2]) : now.getUTCFullYear();
    const quarter = Number(match[1]) - 1;
    const range = tokensIn(tokens, match.index, match.index + match[0].length);
    return {
      start: iso(utc(year, quarter * 3)),
      end: iso(utc(year, quarter * 3 + 3)),
      tokens: range,
      text: match[0],
    };
  });
}

/** Parts of a date that name a period; "morning", "night" or "noon" name none of them. */
const periodParts = ['year', 'month', 'day', 'weekday'] as const;

/**
 * Whether chrono read only a time of day ("in the morning", "at Night"): no stretch of days, so
 * the words are left to the model (a value "Morning" of a time-of-day column).
 */
const onlyTimeOfDay = (component: chrono.ParsedComponents) =>
  !periodParts.some((part) => component.isCertain(part));

/** Whether the words before a date open a range: "since March", "before 2020". */
function openEnded(question: string, index: number): 'after' | 'before' | null {
  const before = question.slice(Math.max(0, index - 12), index).toLowerCase();
  if (/\b(since|from|after)\s+$/.test(before)) return 'after';
  if (/\b(before|until|till|prior to)\s+$/.test(before)) return 'before';
  return null;
}

/**
 * Words without which chrono finds no date in English: a digit, a month or weekday (by the start
 * of its name), or a word of relative time. Most questions have none, and chrono's parse is the
 * dearest step of reading a question, so it does not run for them.
 */
const mayNameDate =
  /\d|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|to(day|night|morrow)|yesterday|now|ago|last|next|this|past|previous|coming|recent|week|month|year|day|hour|minute|noon|midnight|morning|afternoon|evening|night|quarter|decade|weekend|half|first|end|beginning)/i;

/**
 * The dates and periods a question names, read with chrono ("last month", "since March 2024",
 * "between January and March", "yesterday") plus quarters ("Q3 2024"). Bare years are left to the
 * number reader, which also sees year columns, and bare times of day to the model. Relative dates
 * are taken from `now`.
 */
export function readDates(question: string, tokens: Token[], now: Date): DateRange[] {
  const ranges = quarters(question, tokens, now);
  const taken = new Set(ranges.flatMap((range) => range.tokens));
  const parsed = mayNameDate.test(question) ? chrono.parse(question, now) : [];
  for (const result of parsed) {
    const isBareYear = /^\d{4}$/.test(result.text.trim());
    const covered = tokensIn(tokens, result.index, result.index + result.text.length);
    if (isBareYear || covered.some((index) => taken.has(index)) || covered.length === 0) continue;
    if (onlyTimeOfDay(result.start)) continue;
    const [start, end] = periodOf(result.start, now);
    const isLastN = /\blast\s+\d+\s+(day|week|month|year)s?\b/i.test(result.text);
    if (result.end) {
      ranges.push({
        start: iso(start),
        end: iso(periodOf(result.end, now)[1]),
        tokens: covered,
        text: result.text,
      });
    } else if (isLastN) {
      ranges.push({
        start: iso(result.start.date()),
        end: iso(utc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)),
        tokens: covered,
        text: result.text,
      });
    } else {
      const open = openEnded(question, result.index);
      ranges.push({
        start: open === 'before' ? null : iso(start),
        end: open === 'after' ? null : iso(open === 'before' ? start : end),
        tokens: covered,
        text: result.text,
      });
    }
  }
  return mergeBetween(question, ranges);
}

/** "between January and March", "from 2023-01-01 to 2023-03-31": one range from two dates. */
function mergeBetween(question: string, ranges: DateRange[]): DateRange[] {
  const merged: DateRange[] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    const lastToken = previous?.tokens.at(-1);
    const firstToken = range.tokens[0];
    const joined =
      previous &&
      lastToken !== undefined &&
      firstToken !== undefined &&
      firstToken - lastToken === 2;
    const words = question.toLowerCase();
    if (
      previous &&
      joined &&
      /\b(between|from)\b/.test(words) &&
      /\b(and|to|through|until)\b/.test(words)
    ) {
      merged[merged.length - 1] = {
        start: previous.start,
        end: range.end,
        tokens: [...previous.tokens, lastToken + 1, ...range.tokens],
        text: `${previous.text} – ${range.text}`,
      };
    } else merged.push(range);
  }
  return merged;
}
