import type { ColumnExpr, SelectItem } from '@tabletalk/contracts';
import type { Frame } from '../frame';
import { keyColumn, labelColumn } from '../resolve';
import type { TableSet } from './table-set';

/**
 * The GROUP BY of a frame's groupings and the columns they show: a grouped column (by its grain)
 * unless it is shown already, a grouped table by its key, shown by its label.
 */
export function groupedItems(
  tables: TableSet,
  frame: Frame,
): { groupBy: ColumnExpr[]; select: SelectItem[] } {
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
  return { groupBy, select };
}
