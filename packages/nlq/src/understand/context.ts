import type { SemanticModel } from '@tabletalk/contracts';
import type { ChartPreference } from '../types';
import type { ColumnRef } from './frame';
import type { Lexicon } from './lexicon';
import type { Mention } from './link';
import type { DateRange } from './read-dates';
import type { GrainReading } from './read-grain';
import type { Token } from './tokenize';

/** What every reading rule sees: the question's tokens, its linked spans and the model. */
export interface ReadContext {
  model: SemanticModel;
  lexicon: Lexicon;
  tokens: Token[];
  mentions: Mention[];
  /** Periods the question names ("last month", "Q3 2024"). */
  dates: DateRange[];
  /** Tokens read as dates, grains or chart wishes, which no other reading may take. */
  skipped: Set<number>;
  grain: GrainReading | null;
  /** Columns forced for spans (by token index), to build the alternative readings. */
  choices: Map<number, ColumnRef>;
  /** Spans whose column was a close call, found while reading. */
  ambiguities: { mention: Mention; chosen: ColumnRef; others: ColumnRef[] }[];
  chart: ChartPreference;
}

/** Lowercase words from `start` to `end` (exclusive), clamped to the question. */
export function wordsBetween(context: ReadContext, start: number, end: number): string[] {
  return context.tokens.slice(Math.max(0, start), Math.max(0, end)).map((token) => token.lower);
}

/** Whether only a space parts a span from the word before it ("country name", not "type, name"). */
export function spaceOnlyBefore(context: ReadContext, mention: Mention): boolean {
  const before = context.tokens[mention.start - 1];
  const first = context.tokens[mention.start];
  return !!before && !!first && first.offset === before.offset + before.text.length + 1;
}

/** The mention covering token `index`, if any. */
export function mentionAt(context: ReadContext, index: number): Mention | undefined {
  return context.mentions.find((m) => index >= m.start && index < m.end);
}

/** The mention before `mention`, if any. */
export function previousMention(context: ReadContext, mention: Mention): Mention | undefined {
  return context.mentions.filter((m) => m.end <= mention.start).at(-1);
}

/** The mention after `mention`, if any. */
export function nextMention(context: ReadContext, mention: Mention): Mention | undefined {
  return context.mentions.find((m) => m.start >= mention.end);
}
