import type { AskResult, DashboardItemKind } from '@tabletalk/contracts';

/** How an answer can sit on a dashboard: a single value, a chart, or a table. */
export type DashboardTarget = 'widget' | 'graph' | 'table';

/** The item kind the server stores for each target. */
export const dashboardTargetKinds: Record<DashboardTarget, DashboardItemKind> = {
  widget: 'WIDGET',
  graph: 'GRAPH',
  table: 'TABLE',
};

/** The spec's messages for an answer sent to the wrong section (SPEC 8). */
export const dashboardTargetMessages = {
  graphIntoWidget: 'This conversation includes graph, Unable to add into widget',
  valueIntoGraph: 'This conversation include only single value, Unable to add into Graphs',
  noAnswer: 'This conversation has no answer to add.',
} as const;

/**
 * Why the answer cannot go to that section of a dashboard, or null when it can: a single value
 * (WIDGET) goes only to widgets; a chart or table goes only to graphs or tables (the graphs
 * section of the spec).
 */
export function dashboardTargetProblem(result: AskResult, target: DashboardTarget): string | null {
  const { answer } = result;
  if (result.status === 'declined' || !answer) return dashboardTargetMessages.noAnswer;
  const isSingleValue = answer.displayKind === 'WIDGET';
  if (target === 'widget' && !isSingleValue) return dashboardTargetMessages.graphIntoWidget;
  if (target !== 'widget' && isSingleValue) return dashboardTargetMessages.valueIntoGraph;
  return null;
}

/** The target an answer fits first: a single value as a widget, a chart as a graph, else a table. */
export function defaultDashboardTarget(result: AskResult): DashboardTarget {
  const kind = result.answer?.displayKind;
  if (kind === 'WIDGET') return 'widget';
  return kind === 'GRAPH' ? 'graph' : 'table';
}
