import type {
  AggregateExpr,
  ColumnExpr,
  Condition,
  Expr,
  Join,
  SelectItem,
  SemanticModel,
  SemanticTable,
  StructuredQuery,
  TableSource,
} from '@tabletalk/contracts';
import type { ColumnRef, FilterSpec, Frame, OrderSpec, SelectSpec } from './frame';
import { type JoinStep, shortestPath } from './join-graph';
import { hasNameColumn, keyColumn, labelColumn } from './resolve';
import { existsForRelatedFilters, semiJoinTables } from './semi-joins';
import { sharedValueCondition } from './shared-values';

/** Aliases and joins of the tables a query touches, grown from the focus along shortest paths. */
class TableSet {
  readonly joins: Join[] = [];
  private readonly aliases = new Map<SemanticTable, string>();
  private readonly used = new Set<string>();

  constructor(
    private readonly model: SemanticModel,
    readonly focus: SemanticTable,
    private readonly suffix = '',
  ) {
    this.aliasFor(focus);
  }

  private aliasFor(table: SemanticTable): string {
    const known = this.aliases.get(table);
    if (known) return known;
    const base = `${table.name.toLowerCase().replace(/[^a-z0-9_]/g, '_') || 't'}${this.suffix}`;
    let alias = base;
    for (let n = 2; this.used.has(alias); n++) alias = `${base}_${n}`;
    this.used.add(alias);
    this.aliases.set(table, alias);
    return alias;
  }

  /** The alias `table` already has, if it is part of the query. */
  aliasOf(table: SemanticTable): string | undefined {
    return this.aliases.get(table);
  }

  source(table: SemanticTable): TableSource {
    return { name: table.name, schema: table.schema, as: this.aliasFor(table) };
  }

  /** The alias of `table`, joining it in along the shortest path from the focus first. */
  reach(table: SemanticTable): string {
    const known = this.aliases.get(table);
    if (known) return known;
    const path = shortestPath(this.model, this.focus, table) ?? [];
    for (const step of path) this.addStep(step);
    return this.aliasFor(table);
  }

  private addStep(step: JoinStep) {
    if (this.aliases.has(step.to)) return;
    const fromAlias = this.reach(step.from);
    const toAlias = this.aliasFor(step.to);
    const on = step.fromColumns.map((column, i) => ({
      left: { kind: 'column' as const, table: fromAlias, column },
      right: { kind: 'column' as const, table: toAlias, column: step.toColumns[i] ?? column },
    }));
    this.joins.push({ table: this.source(step.to), type: 'inner', on });
  }

  column(ref: ColumnRef): ColumnExpr {
    return { kind: 'column', table: this.reach(ref.table), column: ref.column.name };
  }
}

/** Up to 12 visible columns of a table, keys last, as a listing shows a row. */
function wholeRow(tables: TableSet, table: SemanticTable): SelectItem[] {
  const visible = table.columns.filter((c) => !c.hidden);
  const ordered = [
    ...visible.filter((c) => c.role !== 'identifier'),
    ...visible.filter((c) => c.role === 'identifier'),
  ];
  return ordered
    .slice(0, 12)
    .map((column) => ({ expr: tables.column({ table, column }), as: column.label }));
}

function selectItem(tables: TableSet, spec: SelectSpec): SelectItem | null {
  if (spec.kind === 'column')
    return {
      expr: { ...tables.column(spec.ref), ...(spec.grain ? { grain: spec.grain } : {}) },
      as: spec.ref.column.label,
    };
  if (spec.kind === 'share') {
    const of: AggregateExpr = spec.ref
      ? { kind: 'aggregate', fn: spec.fn, arg: tables.column(spec.ref) }
      : { kind: 'aggregate', fn: 'count', arg: null };
    return {
      expr: { kind: 'share', of },
      as: `Share of ${spec.ref ? spec.ref.column.label.toLowerCase() : 'rows'} (%)`,
    };
  }
  if (spec.kind === 'entity') {
    const label = labelColumn(spec.table);
    return label
      ? { expr: tables.column({ table: spec.table, column: label }), as: label.label }
      : null;
  }
  if (spec.ref === null) {
    if (spec.table) tables.reach(spec.table);
    return { expr: { kind: 'aggregate', fn: 'count', arg: null }, as: 'Count' };
  }
  const words: Record<string, string> = {
    count: 'Count of',
    count_distinct: 'Distinct',
    sum: 'Total',
    avg: 'Average',
    min: 'Minimum',
    max: 'Maximum',
    median: 'Median',
  };
  return {
    expr: { kind: 'aggregate', fn: spec.fn, arg: tables.column(spec.ref) },
    as: `${words[spec.fn]} ${spec.ref.column.label.toLowerCase()}`,
  };
}

function condition(tables: TableSet, model: SemanticModel, filter: FilterSpec): Condition | null {
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
    case 'average': {
      const from = { name: filter.ref.table.name, schema: filter.ref.table.schema, as: 'overall' };
      return {
        kind: 'compare_subquery',
        left: tables.column(filter.ref),
        op: filter.op,
        subquery: {
          fn: filter.fn,
          from,
          arg: { kind: 'column', table: 'overall', column: filter.ref.column.name },
          where: [],
        },
      };
    }
    case 'related':
      return relatedCondition(tables, model, filter);
    case 'shared':
      return sharedValueCondition(tables.column(filter.ref), filter);
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
      return null;
  }
}

function relatedCondition(
  tables: TableSet,
  model: SemanticModel,
  filter: Extract<FilterSpec, { kind: 'related' }>,
): Condition | null {
  const path = shortestPath(model, tables.focus, filter.table);
  const first = path?.[0];
  if (!path || !first) return null;
  const inner = new TableSet(model, first.to, '_related');
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

function orderExpr(tables: TableSet, order: OrderSpec): Expr {
  if (order.kind === 'column')
    return { ...tables.column(order.ref), ...(order.grain ? { grain: order.grain } : {}) };
  return order.ref
    ? { kind: 'aggregate', fn: order.fn, arg: tables.column(order.ref) }
    : { kind: 'aggregate', fn: 'count', arg: null };
}

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
  const tables = new TableSet(model, frame.focus);
  const groupBy: ColumnExpr[] = [];
  const select: SelectItem[] = [];
  for (const group of frame.groupBy) {
    if ('column' in group) {
      const expr = { ...tables.column(group), ...(group.grain ? { grain: group.grain } : {}) };
      groupBy.push(expr);
      if (!frame.selects.some((s) => s.kind === 'column' && s.ref.column === group.column))
        select.push({
          expr,
          as: group.grain ? `${group.column.label} (${group.grain})` : group.column.label,
        });
    } else {
      const key = keyColumn(group.table);
      if (key) groupBy.push(tables.column({ table: group.table, column: key }));
      const shown = frame.selects.some((s) => s.kind === 'column' && s.ref.table === group.table);
      const label = labelColumn(group.table);
      if (!shown && label)
        select.push({
          expr: tables.column({ table: group.table, column: label }),
          as: label.label,
        });
    }
  }
  const isListing =
    frame.selects.length === 1 &&
    frame.orderBy.every((o) => o.kind === 'column') &&
    frame.filters.every((f) => f.kind !== 'count');
  for (const spec of frame.selects) {
    // Rows of a table without a name column are listed whole ("orders last month").
    const items =
      spec.kind === 'entity' && isListing && !hasNameColumn(spec.table)
        ? wholeRow(tables, spec.table)
        : [selectItem(tables, spec)];
    for (const item of items) {
      if (item && !select.some((other) => JSON.stringify(other.expr) === JSON.stringify(item.expr)))
        select.push(item);
    }
  }
  if (select.length === 0) {
    const label = labelColumn(frame.focus);
    if (label)
      select.push({ expr: tables.column({ table: frame.focus, column: label }), as: label.label });
  }
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
  const having: Condition[] = [];
  for (const filter of frame.filters) {
    if (filter.kind !== 'count') continue;
    if (filter.table) tables.reach(filter.table);
    having.push({
      kind: 'compare',
      left: { kind: 'aggregate', fn: 'count', arg: null },
      op: filter.op,
      value: filter.value,
    });
  }
  const orderBy = frame.orderBy.map((order) => ({
    expr: orderExpr(tables, order),
    direction: order.direction,
  }));
  const aggregated =
    select.some((s) => s.expr.kind !== 'column') ||
    having.length > 0 ||
    orderBy.some((o) => o.expr.kind !== 'column');
  // Grouping without an aggregate lists rows; a follow-up's grouping applies to the previous measures.
  if (!aggregated && !options.keepGroups) groupBy.length = 0;
  // Shown columns are grouped too: SQL needs it, and beside a key they change nothing.
  if (groupBy.length > 0) {
    for (const item of select) {
      const expr = item.expr;
      if (
        expr.kind === 'column' &&
        !groupBy.some((g) => g.table === expr.table && g.column === expr.column)
      )
        groupBy.push(expr);
    }
  }
  if (aggregated && groupBy.length === 0) {
    for (const spec of frame.selects) {
      if (spec.kind === 'entity') {
        const key = keyColumn(spec.table);
        if (key) groupBy.push(tables.column({ table: spec.table, column: key }));
      }
    }
    const plain = select.flatMap((item) => (item.expr.kind === 'column' ? [item.expr] : []));
    const owner = plain[0]?.table;
    const ownerTable =
      owner === undefined ? undefined : model.tables.find((t) => tables.aliasOf(t) === owner);
    // Counting related rows per shown entity groups by the entity's key, not by its name.
    const isEntityCount =
      tables.joins.length > 0 && plain.every((c) => c.table === owner && !c.grain);
    // A key of several columns names no one entity: its first column would split the groups.
    if (ownerTable && isEntityCount && ownerTable.primaryKey.length === 1) {
      const key = keyColumn(ownerTable);
      if (key) groupBy.push(tables.column({ table: ownerTable, column: key }));
    }
    for (const expr of plain) {
      if (!groupBy.some((g) => g.table === expr.table && g.column === expr.column))
        groupBy.push(expr);
    }
    if (groupBy.length === 0 && having.length > 0) {
      const key = keyColumn(frame.focus);
      if (key) groupBy.push(tables.column({ table: frame.focus, column: key }));
    }
  }
  return {
    from: tables.source(frame.focus),
    joins: tables.joins,
    select,
    distinct: frame.distinct,
    where,
    groupBy,
    having,
    orderBy,
    limit: frame.limit,
  };
}
