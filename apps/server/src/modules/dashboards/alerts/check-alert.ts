import { type AlertState, AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { OrgPlanRef } from '../../../core/entitlements';
import { insertedRow } from '../../../db/inserted-row';
import { alertChecks, alerts } from '../tables';
import { readCheckHistory } from './check-history';
import { evaluateCondition } from './evaluate-condition';
import { updateAlert } from './find-alert';
import { type AlertNotice, notifyAlert, stateChange } from './notify-alert';
import type { AlertRow } from './presenter';
import { readAlertValue } from './read-alert-value';
import { unscheduleAlert } from './schedule-alert';

/** Whether an alert is snoozed at `now`: checked, recorded, but silent. */
export const isSnoozed = (alert: Pick<AlertRow, 'snoozedUntil'>, now: Date) =>
  alert.snoozedUntil !== null && alert.snoozedUntil.getTime() > now.getTime();

/**
 * Checks an alert now: reads its value (`readAlertValue`, through `ask`), applies its condition
 * against its earlier checks, records the check and the alert's new state, and notifies its
 * recipients once per change of state (not while snoozed). A value that cannot be read is the
 * ERROR state with a readable `lastError`; a deleted source also stops its schedule.
 * @throws AppError NOT_FOUND when the alert was deleted meanwhile; what is not an AppError.
 */
export async function checkAlert(
  ctx: AppContext,
  options: { org: OrgPlanRef; alert: AlertRow },
): Promise<AlertRow> {
  const { alert } = options;
  const reading = await readAlertValue(ctx, options);
  if ('error' in reading && reading.sourceDeleted) await unscheduleAlert(ctx, alert.id);
  const outcome = await ctx.db.transaction(async (tx) => {
    // Two checks at once (a scheduled one and "Check now") record one after the other, so only
    // one of them sees the change of state and notifies.
    const [locked] = await tx
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(eq(alerts.id, alert.id), eq(alerts.orgId, alert.orgId)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    const history = await readCheckHistory(tx, alert);
    const now = ctx.now();
    const evaluation =
      'value' in reading ? evaluateCondition(alert.condition, reading.value, history) : null;
    const state: AlertState = evaluation?.state ?? 'ERROR';
    const value = 'value' in reading ? reading.value : null;
    await insertedRow(
      tx
        .insert(alertChecks)
        .values({ orgId: alert.orgId, alertId: alert.id, checkedAt: now, value, state })
        .returning({ id: alertChecks.id }),
      'alert check',
    );
    const updated = await updateAlert(tx, {
      orgId: alert.orgId,
      alertId: alert.id,
      set: {
        state,
        // An error keeps the last value read, so the list still shows it.
        lastValue: value ?? undefined,
        lastCheckedAt: now,
        lastError: 'error' in reading ? reading.error : null,
        note: evaluation?.note ?? null,
        updatedAt: now,
      },
    });
    const change = stateChange(history.lastState, state);
    const notice: AlertNotice | null =
      change && evaluation && value !== null
        ? { alert: updated, change, value, comparedWith: evaluation.comparedWith }
        : null;
    return { updated, notice };
  });
  if (outcome.notice && !isSnoozed(outcome.updated, ctx.now())) {
    await notifyAlert(ctx, outcome.notice);
  }
  return outcome.updated;
}
