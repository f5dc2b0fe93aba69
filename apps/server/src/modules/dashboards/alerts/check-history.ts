import { ALERT_RANGE_WINDOW, type AlertState } from '@tabletalk/contracts';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { alertChecks } from '../tables';
import type { CheckHistory } from './evaluate-condition';

/** An alert's earlier checks as the next one needs them. */
export interface AlertHistory extends CheckHistory {
  /**
   * The state of the latest earlier check that read a value (an ERROR in between changes
   * nothing: FIRING, ERROR, FIRING notifies once); null before the first.
   */
  lastState: AlertState | null;
}

/** Reads the values of an alert's latest checks (at most 30) and its last state before an error. */
export async function readCheckHistory(
  db: Db,
  alert: { id: string; orgId: string },
): Promise<AlertHistory> {
  const ofAlert = and(eq(alertChecks.alertId, alert.id), eq(alertChecks.orgId, alert.orgId));
  const latest = [desc(alertChecks.checkedAt), desc(alertChecks.id)];
  const values = await db
    .select({ value: alertChecks.value })
    .from(alertChecks)
    .where(and(ofAlert, isNotNull(alertChecks.value)))
    .orderBy(...latest)
    .limit(ALERT_RANGE_WINDOW);
  const [last] = await db
    .select({ state: alertChecks.state })
    .from(alertChecks)
    .where(and(ofAlert, ne(alertChecks.state, 'ERROR')))
    .orderBy(...latest)
    .limit(1);
  const series = values.flatMap((row) => (row.value === null ? [] : [row.value]));
  return { previous: series[0] ?? null, series, lastState: last?.state ?? null };
}
