import type { AnswerColumn, ChartSpec, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import type { ChartPreference } from '../types';
import { analyzeResult } from './analyze-result';
import { planChart } from './plan-chart';

export interface ChooseChartInput {
  /** Null when the SQL came from a language model: roles then follow the column types. */
  query: StructuredQuery | null;
  columns: AnswerColumn[];
  rows: unknown[][];
  model: SemanticModel;
  /** The user's "as a pie chart"; used when it can show the result. */
  chart?: ChartPreference;
}

/**
 * The Vega-Lite v6 chart for a result, with the rows inline, or null when a chart would not help
 * (a single value, a listing of text, too many bars, a 'table' preference). Time → line,
 * category + measure → bar (horizontal and sorted when long), share of ≤ 8 parts → donut, two
 * measures → scatter. The spec has been validated (`validateChartSpec`). For dashboards that
 * redraw a stored answer; `buildAnswer` also returns the note when a preference is set aside.
 * Throws only when the Vega-Lite schema cannot be loaded.
 */
export function chooseChart(input: ChooseChartInput): ChartSpec | null {
  return planChart(analyzeResult(input), input.chart ?? null).spec;
}
