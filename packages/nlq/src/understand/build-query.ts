import type { Condition, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import type { Frame } from './frame';
import { namedKeyPreference } from './named-keys';
import { completeGroupBy } from './query-parts/complete-group-by';
import { condition } from './query-parts/condition';
import { sortDistinctByHidden, sortGroupsByHidden } from './query-parts/distinct-order';
import { dropReferringKeys } from './query-parts/drop-referring-keys';
import { groupedItems } from './query-parts/grouped-items';
import { havingConditions } from './query-parts/having';
import { dropKeyOnlyParents } from './query-parts/key-only-parents';
import { orderExpr } from './query-parts/order-expr';
import { addShownItems } from './query-parts/shown-items';
import { TableSet } from './query-parts/table-set';
import { existsForRelatedFilters, semiJoinTables } from './semi-joins';

/**
 * Turns a frame into a structured query: joins along shortest relationship paths from the focus,
 * grouped tables by their key (shown by their label), counts of related rows as HAVING, and a
 * GROUP BY of the shown columns whenever aggregates are shown or ordered beside them.
 */
export function buildQuery(
  model: SemanticModel,
  frame: Frame,
  options: { keepGroups?: boolean } = {},
): StructuredQuery {
  const prefer = frame.words && namedKeyPreference(frame.words);
  const tables = new TableSet(model, frame.focus, '', prefer);
  const { groupBy, select: grouped } = groupedItems(tables, frame, model);
  addShownItems(tables, frame, grouped);
  const select = dropReferringKeys({ tables, model }, grouped);
  // Rows that must have related rows are each kept once: EXISTS, not a join that repeats them.
  existsForRelatedFilters(model, frame);
  const semiJoins = semiJoinTables(frame);
  for (const table of frame.joins) {
    if (semiJoins.includes(table))
      frame.filters.push({ kind: 'related', table, negate: false, filters: [] });
    else tables.reach(table);
  }
  const where = frame.filters
    .map((f) => condition(tables, model, f))
    .filter((c): c is Condition => c !== null);
  const having = havingConditions(tables, frame);
  const orderBy = frame.orderBy.map((order) => ({
    expr: orderExpr(tables, order),
    direction: order.direction,
  }));
  const aggregated =
    select.some((s) => s.expr.kind !== 'column') ||
    having.length > 0 ||
    orderBy.some((o) => o.expr.kind !== 'column');
  completeGroupBy(
    { tables, model, frame },
    {
      select,
      groupBy,
      hasHaving: having.length > 0,
      aggregated,
      keepGroups: options.keepGroups ?? false,
    },
  );
  const query = sortDistinctByHidden({
    from: tables.source(frame.focus),
    joins: tables.joins,
    select,
    distinct: frame.distinct,
    where,
    groupBy,
    having,
    orderBy,
    limit: frame.limit,
  });
  return dropKeyOnlyParents(model, sortGroupsByHidden(query));
}
