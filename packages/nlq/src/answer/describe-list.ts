import { singularize, tableLabel } from '../text';
import type { AnalyzedResult, DescribeContext } from './answer-types';
import { columnSubject } from './column-subject';
import { formatCount } from './format-number';
import { countableNoun, nounFor, rowNoun } from './row-noun';

/** A plain listing: no aggregate, grouping or DISTINCT, so each row is one of the table's rows. */
function isPlainListing(context: DescribeContext): boolean {
  const { query } = context;
  if (!query) return false;
  const isAggregated = query.select.some((item) => item.expr.kind !== 'column');
  return !isAggregated && query.groupBy.length === 0 && !query.distinct;
}

function nounOf(result: AnalyzedResult, context: DescribeContext): string {
  const { query, model } = context;
  if (query && isPlainListing(context)) {
    const table = model.tables.find((candidate) => candidate.name === query.from.name);
    if (table) return rowNoun(table) ?? 'row';
    return countableNoun(tableLabel(query.from.name)) ?? 'row';
  }
  const [only] = result.columns;
  const subject = only && result.columns.length === 1 ? columnSubject(only, query !== null) : null;
  return (subject && countableNoun(subject)) ?? 'row';
}

/** The noun counted: its last word singular for one row, plural for more ("order items"). */
function counted(noun: string, count: number): string {
  // Both leave words that are not plain lowercase (acronyms, "Q3") as they are.
  const words = noun.split(' ');
  return nounFor([...words.slice(0, -1), singularize(words.at(-1) ?? noun)].join(' '), count);
}

/**
 * One sentence for rows that are read rather than summed: how many there are, named after what
 * a row of the table is for a plain listing ("12 orders.", not "12 data.": see `rowNoun`), after
 * the column for a single one ("4 regions."), else "rows". When the rows were cut: "Showing the first 10,000 rows." Never throws.
 */
export function describeList(result: AnalyzedResult, context: DescribeContext): string {
  const count = result.rows.length;
  if (context.truncated) return `Showing the first ${formatCount(count)} rows.`;
  return `${formatCount(count)} ${counted(nounOf(result, context), count)}.`;
}
