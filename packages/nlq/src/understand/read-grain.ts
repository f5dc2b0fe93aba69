import type { TimeGrain } from '@tabletalk/contracts';
import type { Token } from './tokenize';

const adjectives = new Map<string, TimeGrain>(
  Object.entries({
    daily: 'day',
    weekly: 'week',
    monthly: 'month',
    quarterly: 'quarter',
    yearly: 'year',
    annually: 'year',
    annual: 'year',
  }),
);
const nouns = new Map<string, TimeGrain>(
  Object.entries({
    day: 'day',
    date: 'day',
    week: 'week',
    month: 'month',
    quarter: 'quarter',
    year: 'year',
  }),
);
const openers = new Set(['by', 'per', 'each', 'every', 'a']);

/** A time grain the question asks to group by, and the tokens that said so. */
export interface GrainReading {
  grain: TimeGrain;
  tokens: number[];
}

/**
 * "monthly revenue", "orders by week", "revenue per quarter", "sales trend" (by month): the time
 * grain to group a date column by. Null when the question names none.
 */
export function readGrain(tokens: Token[], columnTokens: Set<number>): GrainReading | null {
  for (const [index, token] of tokens.entries()) {
    // "weekly rank", "each year" where a column is called so: the column, not a grain.
    if (columnTokens.has(index)) continue;
    const adjective = adjectives.get(token.lower);
    if (adjective) return { grain: adjective, tokens: [index] };
    const noun = nouns.get(token.lemma);
    const before = tokens[index - 1]?.lower ?? '';
    if (noun && openers.has(before)) return { grain: noun, tokens: [index - 1, index] };
    if (
      token.lower === 'trend' ||
      (token.lower === 'over' && tokens[index + 1]?.lower === 'time')
    ) {
      return { grain: 'month', tokens: token.lower === 'over' ? [index, index + 1] : [index] };
    }
  }
  return null;
}
