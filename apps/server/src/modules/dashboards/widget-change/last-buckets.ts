import type { SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import type { ShiftedQuery } from './previous-period';
import { isTimeColumn } from './time-column';

/**
 * For a query grouped by a date truncated to a grain (month, year…): the same query cut to its
 * last two buckets, latest first, so the first row is the latest period and the second the one
 * before. Null when it groups by no date grain. Never throws.
 */
export function lastBucketsQuery(
  query: StructuredQuery,
  model: SemanticModel,
): ShiftedQuery | null {
  const bucket = query.groupBy.find(
    (column) => column.grain !== undefined && isTimeColumn(query, model, column),
  );
  if (!bucket?.grain) return null;
  return {
    query: { ...query, orderBy: [{ expr: bucket, direction: 'desc' }], limit: 2 },
    period: bucket.grain,
  };
}
