import type { AggregateExpr, SelectItem, SemanticTable } from '@tabletalk/contracts';
import type { SelectSpec } from '../frame';
import { labelColumn } from '../resolve';
import type { TableSet } from './table-set';

/** Up to 12 visible columns of a table, keys last, as a listing shows a row. */
export function wholeRow(tables: TableSet, table: SemanticTable): SelectItem[] {
  const visible = table.columns.filter((c) => !c.hidden);
  const ordered = [
    ...visible.filter((c) => c.role !== 'identifier'),
    ...visible.filter((c) => c.role === 'identifier'),
  ];
  return ordered
    .slice(0, 12)
    .map((column) => ({ expr: tables.column({ table, column }), as: column.label }));
}

/**
 * The column, aggregate or share a select spec shows, named for the answer's header; null for a
 * table without a label column.
 */
export function selectItem(tables: TableSet, spec: SelectSpec): SelectItem | null {
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
