import type { AnalyzedResult, ResultColumn } from './answer-types';
import { formatPercent } from './format-number';
import { periodWords } from './period-words';
import { formatFigure, upperFirst } from './sentence-text';
import { parseTime } from './time-value';

interface Point {
  date: Date;
  value: number;
}

function pointsOf(result: AnalyzedResult, time: ResultColumn, measure: ResultColumn): Point[] {
  return result.rows
    .map((row) => ({ date: parseTime(row[time.index]), value: row[measure.index] }))
    .filter((point): point is Point => point.date !== null && typeof point.value === 'number')
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}

/** "up 14%" or "down 3.2%" from `from` to `to`; null when no percentage can be told. */
function percentChange(from: number, to: number): string | null {
  if (from === 0) return null;
  const percent = ((to - from) / Math.abs(from)) * 100;
  const size = formatPercent(Math.abs(percent));
  if (size === '0%') return null;
  return `${percent > 0 ? 'up' : 'down'} ${size}`;
}

function lastVersusPrevious(last: Point, previous: Point, measure: ResultColumn): string {
  const words = periodWords(previous.date, measure.grain);
  const figure = formatFigure(previous.value, measure);
  if (previous.value === last.value) return `the same as ${words.within}`;
  if (measure.isShare)
    return `${last.value > previous.value ? 'up' : 'down'} from ${figure} ${words.within}`;
  const change = percentChange(previous.value, last.value);
  if (change) return `${change} on ${words.bare}`;
  return previous.value === 0 ? `against 0 ${words.within}` : `about the same as ${words.within}`;
}

/**
 * One sentence on a measure over time, every figure from the rows. With a grain: the last period
 * against the one before ("Revenue in Mar 2024 was 1.2M, up 14% on Feb 2024."); without one,
 * the change over the range ("Revenue went from 1.2K on 1 Jan 2024 to 3.4K on 31 Mar 2024, up
 * 183%."). Shares compare their percentages rather than a change of a change. Rows without a
 * time or a figure are skipped; null when none is left. Never throws.
 */
export function describeTimeSeries(
  result: AnalyzedResult,
  time: ResultColumn,
  measure: ResultColumn,
  subject: string,
): string | null {
  const points = pointsOf(result, time, measure);
  const first = points[0];
  const last = points.at(-1);
  const previous = points.at(-2);
  if (!first || !last) return null;
  const lastWords = periodWords(last.date, time.grain);
  const lastFigure = formatFigure(last.value, measure);
  if (!previous) return `${upperFirst(subject)} ${lastWords.within} was ${lastFigure}.`;
  if (time.grain) {
    const comparison = lastVersusPrevious(last, previous, { ...measure, grain: time.grain });
    return `${upperFirst(subject)} ${lastWords.within} was ${lastFigure}, ${comparison}.`;
  }
  const firstWords = periodWords(first.date, null);
  const change = measure.isShare ? null : percentChange(first.value, last.value);
  const range = `from ${formatFigure(first.value, measure)} ${firstWords.within} to ${lastFigure} ${lastWords.within}`;
  return `${upperFirst(subject)} went ${range}${change ? `, ${change}` : ''}.`;
}
