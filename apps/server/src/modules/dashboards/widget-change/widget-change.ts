import type { AskResult, ItemChange, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { changeBetween } from './change-between';
import { lastBucketsQuery } from './last-buckets';
import { previousPeriodQuery } from './previous-period';
import { widgetValue } from './widget-value';

export interface WidgetChangeInput {
  /** The item's structured query (SQL items have no time dimension this can read). */
  query: StructuredQuery;
  /** Its fresh result: the value now. */
  result: AskResult;
  /** The source's knowledge, which says which columns are times. */
  model: SemanticModel;
  /** Runs a structured query as the item runs its own (through `ask`, cached the same way). */
  run: (query: StructuredQuery) => Promise<AskResult>;
}

/**
 * A WIDGET's change against the previous period of equal length, when its query has a time
 * dimension: with a bounded time filter, the same query with the filter moved back by its length;
 * else with a date grouping, its last two buckets (when the widget shows the latest one). Null
 * without a time dimension, or when either value is not a number (an empty previous period).
 * @throws what `run` throws.
 */
export async function widgetChange(input: WidgetChangeInput): Promise<ItemChange | null> {
  const current = widgetValue(input.result);
  if (current === null) return null;
  const shifted = previousPeriodQuery(input.query, input.model);
  if (shifted) {
    const previous = widgetValue(await input.run(shifted.query));
    return previous === null ? null : changeBetween(current, previous, shifted.period);
  }
  const buckets = lastBucketsQuery(input.query, input.model);
  if (!buckets) return null;
  const latest = await input.run(buckets.query);
  // The comparison is the latest bucket's: a widget showing another one gets none.
  if (widgetValue(latest, 0) !== current) return null;
  const previous = widgetValue(latest, 1);
  return previous === null ? null : changeBetween(current, previous, buckets.period);
}
