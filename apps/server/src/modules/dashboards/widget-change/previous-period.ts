import type { Condition, ScalarValue, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { periodStep } from './period-step';
import { filteredRange, topLevelConditions } from './time-range';
import { formatTimeValue } from './time-value';

/** A query over the previous period, and that period's name ("month", "14 days"). */
export interface ShiftedQuery {
  query: StructuredQuery;
  period: string;
}

/**
 * The same query over the previous period of equal length: its time filter moved back by its
 * length (">= 2024-03-01 and < 2024-04-01" becomes ">= 2024-02-01 and < 2024-03-01"). The
 * filter's conditions are replaced by a `>=` and a `<` on the same column, written as the
 * original values were (years, dates, or dates with a time). Null when the query's filter keeps
 * no bounded time range. Never throws.
 */
export function previousPeriodQuery(
  query: StructuredQuery,
  model: SemanticModel,
): ShiftedQuery | null {
  const range = filteredRange(query, model);
  if (!range) return null;
  const step = periodStep(range.start, range.end);
  const start = step.back(range.start);
  const end = range.start;
  let low: ScalarValue;
  let high: ScalarValue;
  if (range.style === 'year') {
    // A year column compared with numbers moves by whole years only.
    if (!/^\d* ?years?$/.test(step.period)) return null;
    low = start.getUTCFullYear();
    high = end.getUTCFullYear();
  } else {
    const dateOnly = range.style === 'date' && start.getTime() % 86_400_000 === 0;
    low = formatTimeValue(start, dateOnly);
    high = formatTimeValue(end, dateOnly);
  }
  const replaced = new Set(range.conditions);
  const where: Condition[] = [
    ...topLevelConditions(query.where).filter((condition) => !replaced.has(condition)),
    { kind: 'compare', left: range.column, op: 'gte', value: low },
    { kind: 'compare', left: range.column, op: 'lt', value: high },
  ];
  return { query: { ...query, where }, period: step.period };
}
