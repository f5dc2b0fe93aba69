import type { ChartPreference } from '../types';
import type { AnalyzedResult } from './answer-types';
import { barsFor, isPartOfWhole, pickTimeChart } from './auto-chart';
import { CHART_LIMITS } from './chart-limits';
import type { ChartChoice } from './chart-specs/chart-choice';
import { numbersOf, type ResultShape } from './result-shape';

/** A chart the user named: drawn when it fits the result, else the reason it does not. */
export type PreferenceOutcome = { choice: ChartChoice } | { reason: string };

type ChartName = Exclude<ChartPreference, 'table' | null>;

function pie(result: AnalyzedResult, shape: ResultShape): PreferenceOutcome {
  const { times, categories, measures } = shape;
  const slices = [...categories, ...times];
  const [category] = slices;
  const [measure] = measures;
  if (!category || !measure || slices.length > 1 || measures.length > 1) {
    return { reason: 'A pie chart needs one category and one measure' };
  }
  const parts = result.rows.length;
  if (parts > CHART_LIMITS.maxPieParts) {
    return {
      reason: `A pie chart reads poorly with more than ${CHART_LIMITS.maxPieParts} parts (this result has ${parts})`,
    };
  }
  if (numbersOf(result, measure).some((value) => value < 0)) {
    return { reason: "A pie chart can't show negative values" };
  }
  if (!isPartOfWhole(result, measure)) return { reason: 'A pie chart needs some positive values' };
  return { choice: { kind: 'donut', category, measure } };
}

function bar(result: AnalyzedResult, shape: ResultShape): PreferenceOutcome {
  const { times, categories, measures } = shape;
  const [measure, secondMeasure] = measures;
  const [time] = times;
  const [category, secondCategory] = categories;
  const tooMany = {
    reason: `A bar chart reads poorly with more than ${CHART_LIMITS.maxBars} bars`,
  };
  const isGrouped = category && !time && !secondCategory && secondMeasure;
  if (isGrouped && measures.length <= CHART_LIMITS.maxFoldedMeasures) {
    return { choice: { kind: 'grouped-bar', category, measures } };
  }
  const axis = time ?? category;
  const color = time ? category : secondCategory;
  const isOneBarPerAxis =
    measure && axis && !secondMeasure && times.length <= 1 && times.length + categories.length <= 2;
  if (!isOneBarPerAxis) {
    return { reason: 'A bar chart needs a category or a time column and one measure' };
  }
  const choice = barsFor(result, axis, measure, color ?? null);
  return choice ? { choice } : tooMany;
}

function line(result: AnalyzedResult, shape: ResultShape): PreferenceOutcome {
  if (shape.times.length !== 1 || shape.measures.length === 0) {
    return { reason: 'A line chart needs one time column and a measure' };
  }
  const choice = pickTimeChart(result, shape);
  return choice
    ? { choice }
    : { reason: 'This result has too many lines or points for a line chart' };
}

function scatter(result: AnalyzedResult, shape: ResultShape): PreferenceOutcome {
  const [x, y] = shape.measures;
  if (!x || !y) return { reason: 'A scatter plot needs two measures' };
  if (result.rows.length > CHART_LIMITS.maxPoints) {
    return { reason: 'This result has too many points for a scatter plot' };
  }
  return { choice: { kind: 'scatter', x, y, label: shape.categories[0] ?? null } };
}

/**
 * The chart the user asked for ("as a pie chart") when it can show this result, or why not: a
 * pie needs one category, one measure, at most 8 parts and no negative values; bars a category
 * or time column and one measure (or several measures by one category); a line one time
 * column; a scatter two measures. Never throws.
 */
export function pickPreferredChart(
  result: AnalyzedResult,
  shape: ResultShape,
  preference: ChartName,
): PreferenceOutcome {
  switch (preference) {
    case 'pie':
      return pie(result, shape);
    case 'bar':
      return bar(result, shape);
    case 'line':
      return line(result, shape);
    case 'scatter':
      return scatter(result, shape);
  }
}
