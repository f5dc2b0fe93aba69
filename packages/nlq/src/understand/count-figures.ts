import type { SemanticColumn } from '@tabletalk/contracts';
import { singularize } from '../text/inflect';
import { expandWords, splitName } from '../text/naming';
import type { ReadContext } from './context';
import { tableEntityWords } from './lexicon';
import type { Mention } from './link';
import { namesMeasure } from './mention-columns';
import type { Role } from './roles';

/** Words of a column name that say it keeps a count: "num_of_staff", "total_passengers". */
const countNameWords = new Set(['number', 'count', 'total', 'quantity']);

/**
 * Whether a number column keeps a count of something: its name says so, or ends in a plural
 * ("wins") or a participle ("injured"); a singular noun ("advisor", "major") holds one value
 * per row.
 */
export function keepsCount(column: SemanticColumn): boolean {
  const words = expandWords(splitName(column.name));
  const last = words.at(-1) ?? '';
  const isPlural = singularize(last) !== last;
  return words.some((word) => countNameWords.has(word)) || isPlural || last.endsWith('ed');
}

/**
 * Whether the mention names both a table and a number column of it called as the table is
 * ("degrees" in a table of degrees conferred per campus and year, "sales" in a table of sales per
 * region): the table's rows are records of that figure, not one thing each, so its count is the
 * column's total.
 */
function namesOwnFigure(mention: Mention): boolean {
  return mention.entries.some(({ target }) => {
    if (target.kind !== 'column' || target.column.role === 'identifier') return false;
    const { table, column } = target;
    const isNumber = column.type === 'integer' || column.type === 'decimal';
    const words = expandWords(splitName(column.name)).map(singularize);
    const entity = tableEntityWords(table);
    const namedAsTable = words.length === entity.length && words.every((w, i) => w === entity[i]);
    const namesItsTable = mention.entries.some(
      (other) => other.target.kind === 'table' && other.target.table === table,
    );
    return isNumber && namedAsTable && namesItsTable;
  });
}

/**
 * "How many furniture components are there in total?", "how many king beds": a count of a number
 * column's things, where no table holds them one a row and the column keeps a count, adds the
 * column up (averages it when the question says "average"), instead of counting rows.
 */
export function countFigures(
  context: ReadContext,
  roles: Map<Mention, Role>,
  taken: Set<Mention>,
): Map<Mention, Role> {
  const averaged = context.tokens.some((token) => token.lower === 'average');
  for (const [mention, role] of roles) {
    if (taken.has(mention) || role.kind !== 'count' || role.distinct) continue;
    const figure = { kind: 'aggregate', fn: averaged ? 'avg' : 'sum', distinct: false } as const;
    if (namesOwnFigure(mention)) {
      roles.set(mention, figure);
      continue;
    }
    const namesTable = mention.entries.some((entry) => entry.target.kind === 'table');
    const target = mention.entries[0]?.target;
    const column = target?.kind === 'column' ? target.column : undefined;
    if (namesTable || !namesMeasure(mention) || !column || !keepsCount(column)) continue;
    roles.set(mention, figure);
  }
  return roles;
}
