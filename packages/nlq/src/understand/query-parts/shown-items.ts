import type { SelectItem } from '@tabletalk/contracts';
import type { Frame } from '../frame';
import { hasNameColumn, labelColumn } from '../resolve';
import { selectItem, wholeRow } from './select-item';
import type { TableSet } from './table-set';

/**
 * Adds to `select` what the frame shows, each expression once; with nothing to show, the focus
 * table's label.
 */
export function addShownItems(tables: TableSet, frame: Frame, select: SelectItem[]): void {
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
}
