import { AppError, type AskResult, type DashboardItemKind } from '@tabletalk/contracts';

/**
 * The spec's messages for an answer sent to the wrong section of a dashboard (SPEC 8), the same
 * the room's "Add to dashboard" menu shows (`apps/web/src/features/rooms/utils/dashboard-target.ts`).
 */
export const dashboardTargetMessages = {
  graphIntoWidget: 'This conversation includes graph, Unable to add into widget',
  valueIntoGraph: 'This conversation include only single value, Unable to add into Graphs',
  noAnswer: 'This conversation has no answer to add.',
} as const;

/**
 * Why the answer cannot be added as that kind of item, or null when it can: a single value
 * (a WIDGET answer) only as a widget; a chart or a table only as a graph or a table.
 */
export function dashboardTargetProblem(result: AskResult, kind: DashboardItemKind): string | null {
  const { answer } = result;
  if (result.status === 'declined' || !answer) return dashboardTargetMessages.noAnswer;
  const isSingleValue = answer.displayKind === 'WIDGET';
  if (kind === 'WIDGET' && !isSingleValue) return dashboardTargetMessages.graphIntoWidget;
  if (kind !== 'WIDGET' && isSingleValue) return dashboardTargetMessages.valueIntoGraph;
  return null;
}

/**
 * @throws AppError VALIDATION_FAILED with the spec's message when the answer does not fit `kind`.
 */
export function assertDashboardTarget(result: AskResult, kind: DashboardItemKind): void {
  const problem = dashboardTargetProblem(result, kind);
  if (problem) throw new AppError('VALIDATION_FAILED', { message: problem });
}
