import type { ColumnExpr, SelectItem, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { ColumnRef, Frame } from '../frame';
import { hasNameColumn, keyColumn, labelColumn } from '../resolve';
import type { TableSet } from './table-set';

/** Whether `ref` is a column of `table` or a key of another table referring to `table`'s rows. */
function standsFor(model: SemanticModel, ref: ColumnRef, table: SemanticTable): boolean {
  if (ref.table === table) return true;
  return model.relationships.some(
    (r) =>
      r.fromTable === ref.table.name &&
      r.toTable === table.name &&
      r.fromColumns.length === 1 &&
      r.fromColumns[0] === ref.column.name,
  );
}

/** The single column by which `from` refers to a row of `to`, when it does. */
function referringKey(
  model: SemanticModel,
  from: SemanticTable,
  to: SemanticTable,
): ColumnRef | undefined {
  if (from === to) return undefined;
  const relationship = model.relationships.find(
    (r) => r.fromTable === from.name && r.toTable === to.name && r.fromColumns.length === 1,
  );
  const column = from.columns.find((c) => c.name === relationship?.fromColumns[0]);
  return column ? { table: from, column } : undefined;
}

/**
 * The GROUP BY of a frame's groupings and the columns they show: a grouped column (by its grain)
 * unless it is shown already, a grouped table by its key, shown by its label unless a column of
 * its own (or a key referring to it: "the account id and the number of transactions for each
 * account") is shown. A grouped table with no name or title, or referred to by a code, none of
 * whose columns is shown, is grouped and shown by the key the focus refers to it with.
 */
export function groupedItems(
  tables: TableSet,
  frame: Frame,
  model: SemanticModel,
): { groupBy: ColumnExpr[]; select: SelectItem[] } {
  const groupBy: ColumnExpr[] = [];
  const select: SelectItem[] = [];
  for (const [i, group] of frame.groupBy.entries()) {
    if ('column' in group) {
      // "Show each state and the number of addresses in each state": one group, said twice.
      const repeated = frame.groupBy
        .slice(0, i)
        .some((g) => 'column' in g && g.column === group.column && g.grain === group.grain);
      if (repeated) continue;
      const expr = { ...tables.column(group), ...(group.grain ? { grain: group.grain } : {}) };
      groupBy.push(expr);
      if (!frame.selects.some((s) => s.kind === 'column' && s.ref.column === group.column))
        select.push({
          expr,
          as: group.grain ? `${group.column.label} (${group.grain})` : group.column.label,
        });
    } else {
      const shown = frame.selects.some(
        (s) => s.kind === 'column' && standsFor(model, s.ref, group.table),
      );
      const key = referringKey(model, frame.focus, group.table);
      // A code ("ACCT", "CV") reads as well as a name: "the number of students in each
      // department" counts them by the department code they hold.
      const toldByKey = !hasNameColumn(group.table) || key?.column.type === 'text';
      const referring = !shown && toldByKey && key;
      if (referring) {
        // "the number of transactions for each investor": rows named by nothing but their key
        // are told by the key the focus refers to them with, no join needed.
        const expr = tables.column(referring);
        groupBy.push(expr);
        select.push({ expr, as: referring.column.label });
        continue;
      }
      const own = keyColumn(group.table);
      if (own) groupBy.push(tables.column({ table: group.table, column: own }));
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
