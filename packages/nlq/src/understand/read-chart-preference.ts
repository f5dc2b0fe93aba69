import type { ChartPreference } from '../types';
import type { Token } from './tokenize';

const kinds = new Map<string, Exclude<ChartPreference, null>>(
  Object.entries({
    pie: 'pie',
    donut: 'pie',
    doughnut: 'pie',
    bar: 'bar',
    bars: 'bar',
    column: 'bar',
    histogram: 'bar',
    line: 'line',
    scatter: 'scatter',
    table: 'table',
  }),
);
const chartWords = new Set(['chart', 'graph', 'plot', 'diagram']);

/** A chart the user asks for ("as a pie chart", "show it as a table"), and the tokens saying so. */
export function readChartPreference(tokens: Token[]): { chart: ChartPreference; tokens: number[] } {
  for (const [index, token] of tokens.entries()) {
    const kind = kinds.get(token.lower);
    if (!kind) continue;
    const next = tokens[index + 1]?.lower ?? '';
    const before = tokens.slice(Math.max(0, index - 2), index).map((t) => t.lower);
    const isAsked =
      chartWords.has(next) || before.includes('as') || (kind === 'table' && before.includes('in'));
    if (isAsked)
      return { chart: kind, tokens: chartWords.has(next) ? [index, index + 1] : [index] };
  }
  return { chart: null, tokens: [] };
}
