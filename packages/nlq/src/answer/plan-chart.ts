import type { ChartSpec } from '@tabletalk/contracts';
import type { ChartPreference } from '../types';
import type { AnalyzedResult } from './answer-types';
import { pickAutoChart } from './auto-chart';
import { buildChartSpec } from './chart-specs/build-chart-spec';
import type { ChartChoice, ChartKind } from './chart-specs/chart-choice';
import { pickPreferredChart } from './preferred-chart';
import { isSingleValue, shapeOf } from './result-shape';
import { upperFirst } from './sentence-text';
import { validateChartSpec } from './validate-chart-spec';

/** A result's chart (valid, or null for none) and, when the user's choice was set aside, why. */
export interface ChartPlan {
  spec: ChartSpec | null;
  note: string | null;
}

const KIND_NAMES: Record<ChartKind, string> = {
  line: 'a line chart',
  bar: 'a bar chart',
  'grouped-bar': 'grouped bars',
  donut: 'a donut chart',
  scatter: 'a scatter plot',
};

const PREFERENCE_NAMES = {
  bar: 'a bar chart',
  line: 'a line chart',
  pie: 'a pie chart',
  scatter: 'a scatter plot',
} as const;

function hasDuplicateNames(result: AnalyzedResult): boolean {
  return new Set(result.columns.map((column) => column.name)).size < result.columns.length;
}

function validSpec(choice: ChartChoice | null, result: AnalyzedResult): ChartSpec | null {
  if (!choice) return null;
  const spec = buildChartSpec(choice, result);
  return validateChartSpec(spec).ok ? spec : null;
}

/**
 * Chooses how to chart a result: the user's chart when it can apply, else the rules; with a note
 * when the user's choice was set aside ("A pie chart can't show negative values, so it is shown
 * as a bar chart instead."). No chart for an empty result, a single value, a 'table' preference,
 * duplicate column names (fields would collide) or a spec that fails validation. Never throws
 * except when the Vega-Lite schema cannot be loaded.
 */
export function planChart(result: AnalyzedResult, preference: ChartPreference = null): ChartPlan {
  if (preference === 'table' || result.rows.length === 0 || hasDuplicateNames(result)) {
    return { spec: null, note: null };
  }
  if (isSingleValue(result)) {
    const note = preference
      ? `A single value is shown as a number rather than ${PREFERENCE_NAMES[preference]}.`
      : null;
    return { spec: null, note };
  }
  const shape = shapeOf(result);
  const preferred = preference ? pickPreferredChart(result, shape, preference) : null;
  const preferredSpec =
    preferred && 'choice' in preferred ? validSpec(preferred.choice, result) : null;
  if (preferredSpec) return { spec: preferredSpec, note: null };
  const fallback = pickAutoChart(result, shape);
  const spec = validSpec(fallback, result);
  if (!preference || !preferred) return { spec, note: null };
  const reason =
    'reason' in preferred ? preferred.reason : `${PREFERENCE_NAMES[preference]} could not be drawn`;
  const shownAs = spec && fallback ? KIND_NAMES[fallback.kind] : 'a table';
  return { spec, note: `${upperFirst(reason)}, so it is shown as ${shownAs} instead.` };
}
