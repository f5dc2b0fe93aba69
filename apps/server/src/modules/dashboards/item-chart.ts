import type { Answer, ChartSpec, UpdateGraphRequest } from '@tabletalk/contracts';
import { editChartSpec } from '@tabletalk/nlq';

/**
 * The chart a GRAPH item shows for a fresh answer: the answer's own chart with the item's
 * chart edits applied again. An edit that no longer applies (its axis column left the answer)
 * gives the answer's own chart rather than failing the refresh.
 */
export function itemChart(answer: Answer, edits: UpdateGraphRequest | null): ChartSpec | null {
  if (!edits) return answer.chart;
  try {
    return editChartSpec(answer, edits);
  } catch {
    return answer.chart;
  }
}
