import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { FilterSpec, Frame } from './frame';
import { shortestPath } from './join-graph';
import { filterColumnTables, shownColumnTables } from './read-tables';

/** Tables a filter reads columns of at the query's own level (not inside related rows). */
const filterTables = (filter: FilterSpec) => filterColumnTables(filter, false);

/** Tables whose columns the frame shows, groups or orders by, and tables it aggregates. */
function shownTables(frame: Frame): Set<SemanticTable> {
  const used = shownColumnTables(frame);
  for (const spec of frame.selects)
    if (spec.kind === 'aggregate' && spec.table) used.add(spec.table);
  return used;
}

/** Tables whose columns the frame shows, groups, orders or filters by. */
function usedTables(frame: Frame): Set<SemanticTable> {
  return new Set([...shownTables(frame), ...frame.filters.flatMap(filterTables)]);
}

/** Whether the frame counts joined rows: per group of a table, in an order, or in a HAVING. */
function countsJoinedRows(frame: Frame): boolean {
  const countsRows = frame.selects.some(
    (s) => s.kind !== 'column' && s.kind !== 'entity' && !s.ref,
  );
  return (
    frame.filters.some((f) => f.kind === 'count' || f.kind === 'grouped') ||
    frame.orderBy.some((o) => o.kind === 'aggregate' && !o.ref) ||
    (countsRows && frame.groupBy.some((g) => !('column' in g)))
  );
}

/**
 * "students who have a pet", "the average age of dogs that had a treatment": related rows that
 * must only exist are tested with EXISTS, so that rows with several are neither repeated nor
 * counted or averaged twice. A table whose columns the question uses, or whose rows it counts,
 * stays joined.
 */
export function semiJoinTables(frame: Frame): SemanticTable[] {
  if (countsJoinedRows(frame)) return [];
  const used = usedTables(frame);
  return frame.joins.filter((table) => table !== frame.focus && !used.has(table));
}

/** Whether joining `to` from `from` can repeat rows of `from`: some step is not to a key. */
export function fansOut(model: SemanticModel, from: SemanticTable, to: SemanticTable): boolean {
  const path = shortestPath(model, from, to) ?? [];
  return path.some((step) => {
    const key = step.to.primaryKey;
    return key.length !== step.toColumns.length || !step.toColumns.every((c) => key.includes(c));
  });
}

const movable = new Set(['compare', 'text', 'null', 'in', 'between', 'or', 'and']);

/**
 * "students who have a cat or a dog", "makers that produced cars in 1970": conditions only on
 * related rows a join would repeat the focus rows for become one EXISTS per related table, when
 * every column shown comes from the focus's own rows (the focus or tables it points to).
 */
export function existsForRelatedFilters(model: SemanticModel, frame: Frame): void {
  if (countsJoinedRows(frame)) return;
  const shown = shownTables(frame);
  if ([...shown].some((table) => fansOut(model, frame.focus, table))) return;
  // "students who have secretary votes in the fall cycle": conditions on rows the question
  // already relates join those rows' test, not one of their own.
  const moved = new Map<SemanticTable, Extract<FilterSpec, { kind: 'related' }>>(
    frame.filters.flatMap((f) =>
      f.kind === 'related' && !f.negate && f.via && f.filters.length === 0 ? [[f.table, f]] : [],
    ),
  );
  const bare = new Set(moved.values());
  frame.filters = frame.filters.filter((filter) => {
    const tables = new Set(filterTables(filter));
    const [table] = tables;
    if (!movable.has(filter.kind) || tables.size !== 1 || !table || table === frame.focus)
      return true;
    if (shown.has(table) || !fansOut(model, frame.focus, table)) return true;
    const related = moved.get(table);
    if (related) related.filters.push(filter);
    else moved.set(table, { kind: 'related', table, negate: false, filters: [filter] });
    return false;
  });
  frame.filters.push(...[...moved.values()].filter((related) => !bare.has(related)));
  frame.joins = frame.joins.filter((table) => !moved.has(table));
}
