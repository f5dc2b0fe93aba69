import type { SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { findTable } from '../../model';
import { pluralize } from '../../text';
import type { Understanding } from '../../types';

/**
 * A count of distinct identifiers that stand for an entity is headed by the entity: "Number of
 * orders", not "Distinct order id".
 */
export function labelEntityCounts(query: StructuredQuery, model: SemanticModel): StructuredQuery {
  const sources = [query.from, ...query.joins.map((join) => join.table)];
  const select = query.select.map((item) => {
    const { expr } = item;
    if (expr.kind !== 'aggregate' || expr.fn !== 'count_distinct' || !expr.arg) return item;
    const arg = expr.arg;
    const source = sources.find((s) => s.as === arg.table);
    const table = source ? findTable(model.tables, source.name, source.schema) : null;
    const entity = table?.columns.find((c) => c.name === arg.column)?.entity;
    return entity ? { ...item, as: `Number of ${pluralize(entity)}` } : item;
  });
  return { ...query, select };
}

/** The understanding with its entity counts headed by the entity (see `labelEntityCounts`). */
export function withEntityLabels(result: Understanding, model: SemanticModel): Understanding {
  if (result.status === 'declined') return result;
  return { ...result, query: labelEntityCounts(result.query, model) };
}
