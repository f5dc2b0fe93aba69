import type { AnalyzedResult, DescribeContext, ResultColumn } from './answer-types';
import { columnSubject } from './column-subject';
import { describeCategories } from './describe-categories';
import { describeCount } from './describe-count';
import { describeList } from './describe-list';
import { describeSingleRow } from './describe-single-row';
import { describeSuperlative } from './describe-superlative';
import { describeTimeSeries } from './describe-time-series';
import { periodWords } from './period-words';
import { shapeOf } from './result-shape';
import { upperFirst } from './sentence-text';
import { parseTime } from './time-value';

/** Aggregates whose values per category add up to the whole. */
const ADDITIVE = new Set(['sum', 'count']);

function canShowShare(measure: ResultColumn, context: DescribeContext): boolean {
  const { query } = context;
  // A limit or a HAVING keeps only some categories, whose sum is not the whole.
  const isWholeResult = query !== null && query.limit === null && query.having.length === 0;
  return isWholeResult && !context.truncated && ADDITIVE.has(measure.aggregate ?? '');
}

function subjectOf(measure: ResultColumn, context: DescribeContext): string {
  return columnSubject(measure, context.query !== null) ?? measure.name;
}

/** The categories of the latest period: "In Mar 2024, North leads with …". */
function describeLatestPeriod(
  result: AnalyzedResult,
  columns: { time: ResultColumn; category: ResultColumn; measure: ResultColumn },
  context: DescribeContext,
): string | null {
  const { time, category, measure } = columns;
  const stamp = (row: unknown[]) => parseTime(row[time.index])?.getTime() ?? Number.NaN;
  const latest = Math.max(...result.rows.map(stamp).filter((value) => !Number.isNaN(value)));
  if (!Number.isFinite(latest)) return null;
  const rows = result.rows.filter((row) => stamp(row) === latest);
  const prefix = upperFirst(periodWords(new Date(latest), time.grain).within);
  return describeCategories({ ...result, rows }, category, measure, {
    subject: subjectOf(measure, context),
    canShowShare: canShowShare(measure, context),
    prefix,
  });
}

/**
 * The one-sentence description of an analyzed result, choosing by its shape: no rows, rows cut
 * at the limit, a lone count, the top one thing, a single row, a time series, categories by period, categories, else a count of
 * rows. Every figure comes from the rows. Never throws.
 */
export function composeDescription(result: AnalyzedResult, context: DescribeContext): string {
  if (result.rows.length === 0) return 'No rows match.';
  if (context.truncated) return describeList(result, context);
  const single =
    describeCount(result, context) ??
    describeSuperlative(result, context) ??
    describeSingleRow(result, context);
  if (single) return single;
  const { times, categories, measures } = shapeOf(result);
  const [time] = times;
  const [category] = categories;
  const [measure] = measures;
  let sentence: string | null = null;
  const isOneTime = time && times.length === 1;
  if (measure && isOneTime && categories.length === 0) {
    sentence = describeTimeSeries(result, time, measure, subjectOf(measure, context));
  } else if (measure && isOneTime && category && categories.length === 1) {
    sentence = describeLatestPeriod(result, { time, category, measure }, context);
  } else if (measure && category && categories.length === 1 && times.length === 0) {
    sentence = describeCategories(result, category, measure, {
      subject: subjectOf(measure, context),
      canShowShare: canShowShare(measure, context),
      prefix: null,
    });
  }
  return sentence ?? describeList(result, context);
}
