import type { AnalyzedResult, ResultColumn } from './answer-types';
import { CHART_LIMITS } from './chart-limits';
import type { ChartChoice } from './chart-specs/chart-choice';
import { distinctCount, longestLabel, numbersOf, type ResultShape } from './result-shape';

/** True when a measure's values can be drawn as parts of a whole: none negative, some positive. */
export function isPartOfWhole(result: AnalyzedResult, measure: ResultColumn): boolean {
  const values = numbersOf(result, measure);
  return values.every((value) => value >= 0) && values.some((value) => value > 0);
}

/**
 * Bars for one measure by a category: horizontal when the list or its labels are long, none
 * past the bar cap. Never throws.
 */
export function barsFor(
  result: AnalyzedResult,
  category: ResultColumn,
  measure: ResultColumn,
  color: ResultColumn | null = null,
): ChartChoice | null {
  const bars = distinctCount(result, category);
  if (bars > CHART_LIMITS.maxBars) return null;
  const isTime = category.role === 'time';
  const isLong =
    bars > CHART_LIMITS.maxVerticalBars ||
    longestLabel(result, category) > CHART_LIMITS.maxVerticalLabelLength;
  return { kind: 'bar', category, measure, horizontal: isLong && !isTime, color };
}

/**
 * A line over the result's one time column: one line per measure, or one per category of a
 * single category; null when that would be too many lines or points. Never throws.
 */
export function pickTimeChart(result: AnalyzedResult, shape: ResultShape): ChartChoice | null {
  const { times, categories, measures } = shape;
  const [time] = times;
  const [series] = categories;
  if (!time || result.rows.length > CHART_LIMITS.maxPoints) return null;
  if (!series) {
    const canFold = measures.length <= CHART_LIMITS.maxFoldedMeasures;
    return canFold ? { kind: 'line', time, measures, series: null } : null;
  }
  const isOneSeriesSplit = categories.length === 1 && measures.length === 1;
  if (!isOneSeriesSplit || distinctCount(result, series) > CHART_LIMITS.maxSeries) return null;
  return { kind: 'line', time, measures, series };
}

function categoryChart(result: AnalyzedResult, shape: ResultShape): ChartChoice | null {
  const { categories, measures } = shape;
  const [category, second] = categories;
  const [measure] = measures;
  if (!category || !measure) return null;
  if (second) {
    const canStack = categories.length === 2 && measures.length === 1;
    const isFewColors = distinctCount(result, second) <= CHART_LIMITS.maxSeries;
    return canStack && isFewColors ? barsFor(result, category, measure, second) : null;
  }
  if (measures.length > 1) {
    const canGroup =
      measures.length <= CHART_LIMITS.maxFoldedMeasures &&
      distinctCount(result, category) <= CHART_LIMITS.maxBars;
    return canGroup ? { kind: 'grouped-bar', category, measures } : null;
  }
  const isShareDonut =
    measure.isShare &&
    result.rows.length <= CHART_LIMITS.maxPieParts &&
    isPartOfWhole(result, measure);
  return isShareDonut ? { kind: 'donut', category, measure } : barsFor(result, category, measure);
}

/**
 * The chart the rules pick for a result, or null when none applies (a listing of text, more
 * than one time column, too many bars, series or points): time → line (one per measure or per
 * category); category + measure → bar, or a donut for a share of ≤ 8 non-negative parts; two
 * categories → stacked bars; category + several measures → grouped bars; two measures alone →
 * scatter. Never throws.
 */
export function pickAutoChart(result: AnalyzedResult, shape: ResultShape): ChartChoice | null {
  const { times, categories, measures } = shape;
  if (measures.length === 0 || times.length > 1) return null;
  if (times.length === 1) return pickTimeChart(result, shape);
  if (categories.length > 0) return categoryChart(result, shape);
  const [x, y] = measures;
  const isScatter =
    x &&
    y &&
    measures.length === 2 &&
    result.rows.length > 1 &&
    result.rows.length <= CHART_LIMITS.maxPoints;
  return isScatter ? { kind: 'scatter', x, y, label: null } : null;
}
