import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import type { OrgPlanRef } from '../../../core/entitlements';
import { type AskQuestion, ask } from '../../answers';
import { getSourceForQuery } from '../../sources';
import { firstNumericValue } from './first-numeric-value';
import type { AlertRow } from './presenter';

/** What a check read: the value, or why it could not (and whether the source was deleted). */
export type AlertReading = { value: number } | { error: string; sourceDeleted: boolean };

/** The alert's query as `ask` takes it: the structured query, else its SQL (guarded the same way). */
function questionOf(alert: AlertRow): AskQuestion {
  return alert.structuredQuery
    ? { kind: 'structured-query', query: alert.structuredQuery }
    : { kind: 'sql', sql: alert.sql };
}

/**
 * Runs an alert's query through `ask`, as its creator, counted against the organization's plan
 * like a dashboard item's refresh (the per-organization query gate applies inside), and reads the
 * answer's single value. Always asked afresh: a check is about the data now. What goes wrong in
 * the app's terms (the source was deleted, the query no longer fits it, a plan limit, a timeout)
 * is a reading with its readable message, for the alert's ERROR state.
 * @throws what is not an AppError (a bug), so a scheduled check is retried.
 */
export async function readAlertValue(
  ctx: AppContext,
  options: { org: OrgPlanRef; alert: AlertRow },
): Promise<AlertReading> {
  const { alert } = options;
  try {
    const asked = await ask(ctx, {
      scope: { org: options.org, userId: alert.createdBy },
      source: () =>
        getSourceForQuery(ctx, {
          orgId: alert.orgId,
          sourceId: alert.sourceId,
          deletedError: 'SOURCE_DELETED_DASHBOARD',
        }),
      question: questionOf(alert),
    });
    const { answer, message } = asked.result;
    if (!answer) {
      return { error: message ?? 'The query gave no answer to compare.', sourceDeleted: false };
    }
    const read = firstNumericValue(answer);
    return 'value' in read ? read : { error: read.error, sourceDeleted: false };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { error: error.message, sourceDeleted: error.code === 'SOURCE_DELETED_DASHBOARD' };
  }
}
