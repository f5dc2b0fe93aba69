import type { AnalyzedResult, DescribeContext, ResultColumn } from './answer-types';
import { columnSubject } from './column-subject';
import { describeFilteredPeriod } from './period-filter';
import { formatCell, lowerFirst, upperFirst } from './sentence-text';

/** Most figures one sentence lists from a single row before a count of rows reads better. */
const MAX_FIGURES = 3;

/** An interpretation short and plain enough to stand as a sentence's subject. */
const PLAIN_PHRASE = /^[^\n.!?]{1,80}$/;

function subjectOf(column: ResultColumn, context: DescribeContext): string {
  const subject = columnSubject(column, context.query !== null);
  if (subject) return subject;
  const interpretation = context.interpretation.trim();
  return PLAIN_PHRASE.test(interpretation) ? interpretation : 'The result';
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * One sentence for a single row: one value ("Total revenue in 2023 was 1.2M.", "Revenue is
 * 3.4K." when no period is filtered) or up to three figures ("In 2023, revenue was 1.2M and
 * quantity was 340."). The period comes from the query's filter; the figures from the row.
 * Null when the row has more columns than that, or not only figures. Never throws.
 */
export function describeSingleRow(result: AnalyzedResult, context: DescribeContext): string | null {
  const [row] = result.rows;
  const { columns } = result;
  const isFigures = columns.every((column) => column.role === 'measure');
  const isOneValue = columns.length === 1;
  if (!row || result.rows.length !== 1 || columns.length > MAX_FIGURES) return null;
  if (!isOneValue && !isFigures) return null;
  const period = context.query ? describeFilteredPeriod(context.query, context.model) : null;
  const verb = period ? 'was' : 'is';
  const [only] = columns;
  if (only && isOneValue) {
    const subject = `${subjectOf(only, context)}${period ? ` ${period}` : ''}`;
    const value = row[only.index];
    if (isBlank(value)) return `${upperFirst(subject)} has no value.`;
    return `${upperFirst(subject)} ${verb} ${formatCell(value, only)}.`;
  }
  const parts = columns.map((column) => {
    const name = lowerFirst(columnSubject(column, context.query !== null) ?? column.name);
    return `${name} ${verb} ${formatCell(row[column.index], column)}`;
  });
  const list = `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return period ? `${upperFirst(period)}, ${list}.` : `${upperFirst(list)}.`;
}
