import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { type EmailBlock, type InlineImage, sendEmail } from '../../notifications';
import { listItems } from '../find-items';
import type { DashboardItemRow } from '../presenter';
import { refreshDashboard } from '../refresh-dashboard';
import { dashboardSubscriptions, dashboards } from '../tables';
import { findSubscription } from './find-subscription';
import { itemBlock } from './item-block';
import { reportRecipients } from './report-recipients';
import { unscheduleReport } from './report-schedule';

/** The spec's words for a dashboard whose source was deleted (SOURCE_DELETED_DASHBOARD). */
const SOURCE_DELETED = new AppError('SOURCE_DELETED_DASHBOARD').message;
const PLAN_LIMIT_NOTE =
  "These are the items' last results: the organization's plan limit stopped this refresh.";

const NO_ITEMS: EmailBlock = {
  html: '<p>This dashboard has no items yet.</p>',
  text: 'This dashboard has no items yet.',
};

/** The items a report shows, refreshed; the last results with a note when a refresh may not run. */
async function reportItems(
  ctx: AppContext,
  dashboard: { id: string; orgId: string },
): Promise<{ items: DashboardItemRow[]; notice: string | null; final: boolean }> {
  try {
    const summary = await refreshDashboard(ctx, dashboard.id);
    return { items: summary.items, notice: null, final: false };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'SOURCE_DELETED_DASHBOARD') {
      return { items: [], notice: SOURCE_DELETED, final: true };
    }
    if (error.code !== 'PLAN_LIMIT') throw error;
    const items = await listItems(ctx.db, { orgId: dashboard.orgId, dashboardId: dashboard.id });
    return { items, notice: PLAN_LIMIT_NOTE, final: false };
  }
}

/** Every item's block, charts drawn one after another (each bounded in time). */
async function reportBlocks(
  items: DashboardItemRow[],
): Promise<{ blocks: EmailBlock[]; images: InlineImage[] }> {
  const blocks: EmailBlock[] = [];
  const images: InlineImage[] = [];
  for (const [index, item] of items.entries()) {
    const drawn = await itemBlock(item, `chart-${index + 1}@tabletalk`);
    blocks.push(drawn.block);
    if (drawn.image) images.push(drawn.image);
  }
  return { blocks, images };
}

/**
 * The `dashboards.report` job, at one of a report's slots: refreshes the dashboard (as the
 * scheduled refresh does, asked as its owner), draws its charts to PNG, and emails it to each
 * recipient who is still a member and sees the dashboard, with a link back. A dashboard or
 * report that is gone stops the schedule; a deleted source is said once, then the report stops;
 * at the plan's limit the last results go out with a note. Other failures are thrown, so the job
 * is retried (nothing was sent yet).
 */
export async function sendScheduledReport(ctx: AppContext, dashboardId: string): Promise<void> {
  const [dashboard] = await ctx.db
    .select({ id: dashboards.id, orgId: dashboards.orgId, name: dashboards.name })
    .from(dashboards)
    .where(eq(dashboards.id, dashboardId))
    .limit(1);
  const subscription = dashboard
    ? await findSubscription(ctx.db, { orgId: dashboard.orgId, dashboardId })
    : null;
  if (!dashboard || !subscription) {
    ctx.log.info({ dashboardId }, 'dashboard report skipped: no longer subscribed');
    await unscheduleReport(ctx, dashboardId);
    return;
  }
  const { items, notice, final } = await reportItems(ctx, dashboard);
  const { blocks, images } = await reportBlocks(items);
  const { recipients } = await reportRecipients(ctx.db, {
    orgId: dashboard.orgId,
    dashboardId,
    userIds: subscription.userIds,
  });
  const url = `${ctx.env.publicUrl}/dashboards/${encodeURIComponent(dashboardId)}`;
  for (const recipient of recipients) {
    await sendEmail(ctx, {
      to: recipient.email,
      subject: `Dashboard report: ${dashboard.name}`,
      paragraphs: [
        `Your scheduled report of the dashboard "${dashboard.name}".`,
        ...(notice ? [notice] : []),
      ],
      blocks: items.length === 0 && !notice ? [NO_ITEMS] : blocks,
      images,
      action: { label: 'Open the dashboard', url },
    });
  }
  await ctx.db
    .update(dashboardSubscriptions)
    .set({ lastSentAt: ctx.now() })
    .where(
      and(
        eq(dashboardSubscriptions.id, subscription.id),
        eq(dashboardSubscriptions.orgId, dashboard.orgId),
      ),
    );
  ctx.log.info(
    { dashboardId, recipients: recipients.length, items: items.length, charts: images.length },
    'dashboard report sent',
  );
  if (final) await unscheduleReport(ctx, dashboardId);
}
