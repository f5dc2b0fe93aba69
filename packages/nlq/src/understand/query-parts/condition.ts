import type { Condition, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { FilterSpec } from '../frame';
import { type JoinStep, joinGraph, relatingPath } from '../join-graph';
import { sharedValueCondition } from '../shared-values';
import { TableSet } from './table-set';

/**
 * The WHERE condition of a filter, joining in the tables it reads; null for a count of related
 * rows, which goes to HAVING, and for rows related along no path.
 */
export function condition(
  tables: TableSet,
  model: SemanticModel,
  filter: FilterSpec,
): Condition | null {
  switch (filter.kind) {
    case 'compare':
      return {
        kind: 'compare',
        left: tables.column(filter.ref),
        op: filter.op,
        value: filter.value,
      };
    case 'text':
      return {
        kind: 'text',
        left: tables.column(filter.ref),
        op: filter.op,
        value: filter.value,
        negate: filter.negate,
      };
    case 'null':
      return { kind: 'null', left: tables.column(filter.ref), negate: filter.negate };
    case 'in':
      return {
        kind: 'in',
        left: tables.column(filter.ref),
        values: filter.values,
        negate: filter.negate,
      };
    case 'between':
      return {
        kind: 'between',
        left: tables.column(filter.ref),
        low: filter.low,
        high: filter.high,
      };
    case 'average':
      return aggregateCondition(tables, model, filter);
    case 'related':
      return relatedCondition(tables, model, filter);
    case 'shared':
      return sharedValueCondition(tables.column(filter.ref), filter);
    case 'sharing':
      return sharingCondition(tables, model, filter);
    case 'and': {
      const conditions = filter.filters
        .map((f) => condition(tables, model, f))
        .filter((c): c is Condition => c !== null);
      return { kind: 'and', conditions };
    }
    case 'or': {
      const conditions = filter.filters
        .map((f) => condition(tables, model, f))
        .filter((c): c is Condition => c !== null);
      return { kind: 'or', conditions };
    }
    case 'count':
    case 'grouped':
      return null;
  }
}

/**
 * A column compared with its aggregate over its table's rows, those meeting the filters read
 * with the comparison ("above the salary of all instructors in Biology"); filters on other tables
 * are tested on related rows.
 */
function aggregateCondition(
  tables: TableSet,
  model: SemanticModel,
  filter: Extract<FilterSpec, { kind: 'average' }>,
): Condition {
  const table = filter.ref.table;
  const inner = new TableSet(model, table, '_overall', tables.prefer);
  const from = inner.source(table);
  const where = (filter.filters ?? [])
    .map((f) =>
      'ref' in f && f.ref.table !== table
        ? condition(inner, model, {
            kind: 'related',
            table: f.ref.table,
            negate: false,
            filters: [f],
          })
        : condition(inner, model, f),
    )
    .filter((c): c is Condition => c !== null);
  return {
    kind: 'compare_subquery',
    left: tables.column(filter.ref),
    op: filter.op,
    subquery: {
      fn: filter.fn,
      from,
      arg: { kind: 'column', table: from.as, column: filter.ref.column.name },
      where,
    },
  };
}

/** The one step from the focus to the related rows by the referring columns the question named. */
function viaPath(
  model: SemanticModel,
  focus: SemanticTable,
  filter: Extract<FilterSpec, { kind: 'related' }>,
): JoinStep[] | null {
  const via = filter.via?.join();
  const step = (joinGraph(model).get(focus) ?? []).find(
    (s) => s.to === filter.table && s.toColumns.join() === via,
  );
  return via && step ? [step] : null;
}

/**
 * Focus rows with (or without) related rows: a correlated EXISTS along the referring columns
 * named, else the shortest path.
 */
function relatedCondition(
  tables: TableSet,
  model: SemanticModel,
  filter: Extract<FilterSpec, { kind: 'related' }>,
): Condition | null {
  const path =
    viaPath(model, tables.focus, filter) ??
    relatingPath(model, tables.focus, filter.table, tables.prefer);
  const first = path?.[0];
  if (!path || !first) return null;
  const inner = new TableSet(model, first.to, '_related', tables.prefer);
  const from = inner.source(first.to);
  for (const step of path.slice(1)) inner.reach(step.to);
  const focusAlias = tables.reach(tables.focus);
  const correlate = first.toColumns.map((column, i) => ({
    left: { kind: 'column' as const, table: from.as, column },
    right: { kind: 'column' as const, table: focusAlias, column: first.fromColumns[i] ?? column },
  }));
  const where = filter.filters
    .map((f) => condition(inner, model, f))
    .filter((c): c is Condition => c !== null);
  return { kind: 'exists', negate: filter.negate, from, joins: inner.joins, correlate, where };
}

/** Focus rows whose shown values other rows of the focus share, those rows meeting the filters. */
function sharingCondition(
  tables: TableSet,
  model: SemanticModel,
  filter: Extract<FilterSpec, { kind: 'sharing' }>,
): Condition | null {
  if (filter.refs.length === 0) return null;
  const inner = new TableSet(model, tables.focus, '_same', tables.prefer);
  const from = inner.source(tables.focus);
  const correlate = filter.refs.map((ref) => ({
    left: inner.column(ref),
    right: tables.column(ref),
  }));
  const where = filter.filters
    .map((f) => condition(inner, model, f))
    .filter((c): c is Condition => c !== null);
  return { kind: 'exists', negate: filter.negate, from, joins: inner.joins, correlate, where };
}
