import type { SemanticModel } from '@tabletalk/contracts';
import type { ColumnRef } from '../frame';
import { lemmasOf } from '../lexicon';
import { namesOrKeysRows } from '../resolve';
import type { FrameRule } from './frame-builder';

/** At most this share of distinct values over rows makes an attribute a set of categories. */
const categoryShare = 0.6;

/** Words that may stand between "of" and the table it names ("of all the products"). */
const articles = new Set(['the', 'all', 'a', 'an']);

/** Whether the words before `start`, articles aside, end with "of". */
function saidAfterOf(tokens: { lower: string }[], start: number): boolean {
  let i = start - 1;
  while (i >= 0 && articles.has(tokens[i]?.lower ?? '')) i--;
  return tokens[i]?.lower === 'of';
}

/**
 * Whether a category column still stands for rows: a name or title, the key, or a reference to
 * another table's rows. A code or type that merely repeats ("card type code") does not.
 */
function namesOrRefersRows(model: SemanticModel, ref: ColumnRef): boolean {
  const { table, column } = ref;
  if (table.primaryKey.includes(column.name)) return true;
  if (lemmasOf(column.name).some((word) => word === 'name' || word === 'title')) return true;
  return model.relationships.some(
    (r) => r.fromTable === table.name && r.fromColumns.includes(column.name),
  );
}

/**
 * "Show all majors", "What are all the payment methods?": one attribute asked for without naming
 * its table lists the values it takes, each once. The table's own name or key stays one per row,
 * and so does an attribute whose values never repeat, or one asked for "of" its table. Naming the
 * table otherwise ("What ranks do we have for faculty?") still lists each value once when nothing
 * filters the rows and the attribute takes few values over many rows: a category, not a detail of
 * each row.
 */
export const distinctListedValues: FrameRule = ({ frame, context }) => {
  const [only] = frame.selects;
  if (frame.selects.length !== 1 || only?.kind !== 'column' || frame.groupBy.length > 0) return;
  if (frame.orderBy.some((o) => o.kind !== 'column' || o.ref.column !== only.ref.column)) return;
  const { table, column } = only.ref;
  // "the countries of mountains" is read as one span naming the column with its table.
  const saysOf = context.mentions.some((mention) =>
    context.tokens.slice(mention.start, mention.end).some((token) => token.lower === 'of'),
  );
  if (saysOf) return;
  const tableMentions = context.mentions.filter((mention) =>
    mention.entries.some((entry) => entry.target.kind === 'table' && entry.target.table === table),
  );
  // "the grades of the high schoolers": the attribute of each row named.
  if (tableMentions.some((mention) => saidAfterOf(context.tokens, mention.start))) return;
  const namesTable = tableMentions.length > 0;
  // A column with no values at all (every row empty) is no category.
  const { distinctCount } = column.stats;
  const category =
    frame.filters.length === 0 &&
    distinctCount > 0 &&
    distinctCount <= categoryShare * table.rowCount;
  if (namesTable && !category) return;
  const repeats = column.stats.distinctCount < table.rowCount;
  const keysRows = category
    ? namesOrRefersRows(context.model, only.ref)
    : namesOrKeysRows(only.ref);
  if (repeats && !keysRows) frame.distinct = true;
};
