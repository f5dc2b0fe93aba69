import type { SemanticColumn } from '@tabletalk/contracts';
import { singularize } from '../../../text/inflect';
import { expandWords, splitName } from '../../../text/naming';
import type { RoleRule } from '../frame-builder';
import { columnOf, hasColumn, tableOf, viaTableOf } from '../mention-targets';
import { flagFilter } from './flag-filter';

/** Words of a column name that say it keeps a count: "num_of_staff", "total_passengers". */
const countNameWords = new Set(['number', 'count', 'total', 'quantity']);

/**
 * Whether a number column keeps a count of something: its name says so, or ends in a plural
 * ("wins") or a participle ("injured"); a singular noun ("advisor", "major") holds one value
 * per row.
 */
function keepsCount(column: SemanticColumn): boolean {
  const words = expandWords(splitName(column.name));
  const last = words.at(-1) ?? '';
  const isPlural = singularize(last) !== last;
  return words.some((word) => countNameWords.has(word)) || isPlural || last.endsWith('ed');
}

/**
 * "how many singers", "the number of different countries", "how many advisors": rows of a
 * table counted, or the distinct values of a column; a number column that keeps a count
 * ("number of employees", "wins") is shown as it is, and a phrase naming rows by a column of
 * theirs ("the number of cartoons directed by") counts the rows, those a yes/no column keeps
 * when it is said of them ("how many discontinued products").
 */
export const countRole: RoleRule<'count'> = (b, mention, role) => {
  const { frame, named, context } = b;
  const table = tableOf(mention);
  const ref = !table && hasColumn(mention) ? columnOf(b, mention) : null;
  const flag = ref && !role.distinct ? flagFilter(context, mention, ref) : null;
  if (flag) {
    frame.filters.push(flag);
    frame.selects.push({ kind: 'aggregate', fn: 'count', ref: null });
    return;
  }
  const isNumber =
    ref !== null &&
    ref.column.role === 'measure' &&
    (ref.column.type === 'integer' || ref.column.type === 'decimal');
  if (ref && isNumber && !role.distinct && keepsCount(ref.column))
    frame.selects.push({ kind: 'column', ref });
  else if (ref && (role.distinct || !viaTableOf(mention)))
    frame.selects.push({ kind: 'aggregate', fn: 'count_distinct', ref });
  else
    frame.selects.push({
      kind: 'aggregate',
      fn: 'count',
      ref: null,
      ...(table && table !== frame.focus ? { table } : {}),
    });
  if (table && table !== frame.focus) named.push(table);
};
