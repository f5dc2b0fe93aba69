import type { AppContext } from '../../context';
import { createNotification, sendEmail } from '../notifications';
import { displayName } from '../orgs';
import type { Sharer } from './find-dashboard';

/** A subject is one line: names and titles may hold line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface DashboardSharedNotice {
  org: { id: string; name: string };
  dashboard: { id: string; name: string };
  sharer: Sharer;
  member: { id: string; email: string };
}

/**
 * Tells a member a dashboard was shared with them: an in-app notification and an email, both
 * naming the dashboard and who shared it, with a link to it (the email's HTML part is escaped
 * by `composeEmail`).
 */
export async function notifyDashboardShared(
  ctx: Pick<AppContext, 'db' | 'now' | 'jobs' | 'env'>,
  notice: DashboardSharedNotice,
): Promise<void> {
  const { org, dashboard, member } = notice;
  const by = displayName(notice.sharer);
  const path = `/dashboards/${dashboard.id}`;
  await createNotification(ctx, {
    userId: member.id,
    orgId: org.id,
    kind: 'dashboard.shared',
    title: `Dashboard shared: ${dashboard.name}`,
    message: `${by} shared the dashboard "${dashboard.name}" with you.`,
    link: path,
  });
  await sendEmail(ctx, {
    to: member.email,
    subject: oneLine(`${by} shared the dashboard "${dashboard.name}" with you`),
    paragraphs: [
      `${by} shared the dashboard "${dashboard.name}" of ${org.name} with you on Tabletalk.`,
      'You can open it and refresh its answers.',
    ],
    action: { label: 'Open the dashboard', url: `${ctx.env.publicUrl}${path}` },
  });
}
