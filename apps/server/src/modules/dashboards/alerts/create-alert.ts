import { AppError, type CreateAlertRequest } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { insertedRow } from '../../../db/inserted-row';
import { isSourceDeleted } from '../../sources';
import type { DashboardActor } from '../dashboards.policy';
import { alerts } from '../tables';
import { readAlertOrigin } from './alert-origin';
import { assertOrgMembers } from './org-members';
import type { AlertRow } from './presenter';
import { scheduleAlert } from './schedule-alert';

/**
 * `dashboard/alerts/create`: an alert on the single value of a dashboard item or a room's answer
 * (its query copied), with its condition, check frequency and recipients (members of the
 * organization), scheduled at once. It is UNKNOWN until its first check. The caller may manage
 * dashboards.
 * @throws AppError NOT_FOUND; VALIDATION_FAILED (a chart or table, a recipient outside the
 *   organization); SOURCE_DELETED_DASHBOARD when the answer's source was deleted.
 */
export async function createAlert(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { actor: DashboardActor; request: CreateAlertRequest },
): Promise<AlertRow> {
  const { actor, request } = options;
  const origin = await readAlertOrigin(ctx.db, { actor, ...request });
  await assertOrgMembers(ctx.db, { orgId: actor.orgId, userIds: request.recipients.userIds });
  if (await isSourceDeleted(ctx.db, { orgId: actor.orgId, sourceId: origin.sourceId })) {
    throw new AppError('SOURCE_DELETED_DASHBOARD');
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const alert = await insertedRow(
      tx
        .insert(alerts)
        .values({
          orgId: actor.orgId,
          createdBy: actor.userId,
          name: request.name ?? origin.name,
          dashboardId: origin.dashboardId,
          itemId: origin.itemId,
          conversationId: origin.conversationId,
          sourceId: origin.sourceId,
          structuredQuery: origin.structuredQuery,
          sql: origin.sql,
          condition: request.condition,
          frequency: request.frequency,
          recipients: request.recipients,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      'alert',
    );
    await scheduleAlert({ db: tx, now: ctx.now }, alert);
    return alert;
  });
}
