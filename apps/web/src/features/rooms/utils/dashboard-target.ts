import type { AskResult } from '@tabletalk/contracts';

/** The two sections of a dashboard an answer can go to. */
export type DashboardTarget = 'widget' | 'graph';

/** The spec's messages for an answer sent to the wrong section (SPEC 8). */
export const dashboardTargetMessages = {
  graphIntoWidget: 'This conversation includes graph, Unable to add into widget',
  valueIntoGraph: 'This conversation include only single value, Unable to add into Graphs',
  noAnswer: 'This conversation has no answer to add.',
} as const;

/**
 * Why the answer cannot go to that section of a dashboard, or null when it can: a single value
 * (WIDGET) goes only to widgets; a chart or table goes only to graphs.
 */
export function dashboardTargetProblem(result: AskResult, target: DashboardTarget): string | null {
  const { answer } = result;
  if (result.status === 'declined' || !answer) return dashboardTargetMessages.noAnswer;
  const isSingleValue = answer.displayKind === 'WIDGET';
  if (target === 'widget' && !isSingleValue) return dashboardTargetMessages.graphIntoWidget;
  if (target === 'graph' && isSingleValue) return dashboardTargetMessages.valueIntoGraph;
  return null;
}
