import type { AnalyzedResult } from '../answer-types';
import { buildBarSpec } from './bar';
import type { ChartChoice } from './chart-choice';
import { buildDonutSpec } from './donut';
import { buildGroupedBarSpec } from './grouped-bar';
import { buildLineSpec } from './line';
import { buildScatterSpec } from './scatter';

/** The Vega-Lite spec for a chosen chart, with the rows inline. Never throws. */
export function buildChartSpec(
  choice: ChartChoice,
  result: AnalyzedResult,
): Record<string, unknown> {
  switch (choice.kind) {
    case 'line':
      return buildLineSpec(choice, result);
    case 'bar':
      return buildBarSpec(choice, result);
    case 'grouped-bar':
      return buildGroupedBarSpec(choice, result);
    case 'donut':
      return buildDonutSpec(choice, result);
    case 'scatter':
      return buildScatterSpec(choice, result);
  }
}
