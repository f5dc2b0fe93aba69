import type { SelectItem, SemanticModel } from '@tabletalk/contracts';
import type { TableSet } from './table-set';

/** Labels that say a column holds identifiers ("Start station id", "Team code"). */
const idLabel = /\b(id|ids|code|number|no)\b/i;

/**
 * "the names of people on the affirmative side", "the name and id of the start station": a key
 * referring to rows whose own columns are shown repeats them, so it is left out of the answer
 * (it still joins and groups). A key labelled as an id stays unless the key it refers to is
 * shown too: it may be the id the question asked for.
 */
export function dropReferringKeys(
  parts: { tables: TableSet; model: SemanticModel },
  select: SelectItem[],
): SelectItem[] {
  const { tables, model } = parts;
  const tableOf = (alias: string) => model.tables.find((t) => tables.aliasOf(t) === alias);
  const shown = select.flatMap((item) =>
    item.expr.kind === 'column'
      ? [{ table: tableOf(item.expr.table)?.name, column: item.expr.column }]
      : [],
  );
  const repeats = (item: SelectItem) => {
    if (item.expr.kind !== 'column') return false;
    const { column } = item.expr;
    const table = tableOf(item.expr.table);
    const own = table?.columns.find((c) => c.name === column);
    // A date is a value in its own right, even when it refers to a calendar's rows.
    if (own?.type === 'date' || own?.type === 'timestamp') return false;
    const isId = idLabel.test(own?.label ?? '');
    return model.relationships.some(
      (r) =>
        r.fromTable === table?.name &&
        r.fromColumns.length === 1 &&
        r.fromColumns[0] === column &&
        shown.some(
          (other) => other.table === r.toTable && (!isId || other.column === r.toColumns[0]),
        ),
    );
  };
  return select.filter((item) => !repeats(item));
}
