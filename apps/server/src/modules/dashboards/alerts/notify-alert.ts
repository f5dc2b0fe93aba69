import { type AlertState, describeAlertCondition, formatAlertNumber } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { createNotification, sendEmail } from '../../notifications';
import { conversations } from '../../rooms';
import { findOrgMembers } from './org-members';
import type { AlertRow } from './presenter';

/** A change of state worth telling: the condition started to hold, or stopped holding. */
export type StateChange = 'fired' | 'resolved';

/**
 * The change from the last state a value was read in to the new one: to FIRING from anything
 * else fires; from FIRING to OK resolves. Staying FIRING, errors and UNKNOWN say nothing.
 */
export function stateChange(before: AlertState | null, after: AlertState): StateChange | null {
  if (after === 'FIRING' && before !== 'FIRING') return 'fired';
  if (after === 'OK' && before === 'FIRING') return 'resolved';
  return null;
}

/** Where a notification leads: the alert's dashboard, else the room of its answer; null if gone. */
async function alertLink(db: Db, alert: AlertRow): Promise<string | null> {
  if (alert.dashboardId) return `/dashboards/${alert.dashboardId}`;
  if (!alert.conversationId) return null;
  const [row] = await db
    .select({ roomId: conversations.roomId })
    .from(conversations)
    .where(and(eq(conversations.id, alert.conversationId), eq(conversations.orgId, alert.orgId)))
    .limit(1);
  return row ? `/rooms/${row.roomId}` : null;
}

export interface AlertNotice {
  alert: AlertRow;
  change: StateChange;
  value: number;
  /** What the value was compared with ("the threshold 1,000"). */
  comparedWith: string;
}

/** The title and sentence of a notice: the alert's name, the value, the condition, the threshold. */
export function alertNoticeText(notice: AlertNotice): { title: string; message: string } {
  const { alert, change, value, comparedWith } = notice;
  const condition = `${describeAlertCondition(alert.condition)}; compared with ${comparedWith}`;
  const shown = formatAlertNumber(value);
  return change === 'fired'
    ? {
        title: `Alert fired: ${alert.name}`,
        message: `${alert.name} fired: the value is ${shown} (${condition}).`,
      }
    : {
        title: `Alert resolved: ${alert.name}`,
        message: `${alert.name} is back to normal: the value is ${shown} (${condition}).`,
      };
}

/**
 * Tells an alert's recipients that it fired ('alert.fired') or resolved ('alert.resolved'): in
 * the app and, when asked for, by email, with the value, the threshold and a link to the
 * dashboard or room. Only those still members of the organization hear of it.
 */
export async function notifyAlert(
  ctx: Pick<AppContext, 'db' | 'now' | 'jobs' | 'env'>,
  notice: AlertNotice,
): Promise<void> {
  const { alert } = notice;
  const { recipients } = alert;
  const members = await findOrgMembers(ctx.db, {
    orgId: alert.orgId,
    userIds: recipients.userIds,
  });
  const link = await alertLink(ctx.db, alert);
  const { title, message } = alertNoticeText(notice);
  for (const member of members) {
    if (recipients.inApp) {
      await createNotification(ctx, {
        userId: member.id,
        orgId: alert.orgId,
        kind: notice.change === 'fired' ? 'alert.fired' : 'alert.resolved',
        title,
        message,
        link,
      });
    }
    if (recipients.email) {
      await sendEmail(ctx, {
        to: member.email,
        subject: title,
        paragraphs: [message, 'You get this email because you are a recipient of this alert.'],
        ...(link
          ? {
              action: {
                label: alert.dashboardId ? 'Open the dashboard' : 'Open the room',
                url: `${ctx.env.publicUrl}${link}`,
              },
            }
          : {}),
      });
    }
  }
}
