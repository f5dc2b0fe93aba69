import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { recordAuditEvent } from '../../../core/identity';
import type { DashboardActor } from '../dashboards.policy';
import { getEditableDashboard } from '../get-editable-dashboard';
import { dashboardEmbeds } from '../tables';

/**
 * `dashboard/embed/{id}` (DELETE): disables every embed of a dashboard the actor may edit; their
 * tokens are refused from the next request on (SECURITY D4).
 * @returns how many embeds were still enabled.
 * @throws AppError NOT_FOUND; FORBIDDEN.
 */
export async function disableEmbeds(
  ctx: Pick<AppContext, 'db' | 'log' | 'now'>,
  options: { actor: DashboardActor; dashboardId: string },
): Promise<number> {
  const { actor } = options;
  const { dashboard } = await getEditableDashboard(ctx.db, options);
  const disabled = await ctx.db
    .update(dashboardEmbeds)
    .set({ enabled: false, revokedAt: ctx.now() })
    .where(
      and(
        eq(dashboardEmbeds.dashboardId, dashboard.id),
        eq(dashboardEmbeds.orgId, actor.orgId),
        isNull(dashboardEmbeds.revokedAt),
      ),
    )
    .returning({ id: dashboardEmbeds.id });
  await recordAuditEvent(ctx, {
    action: 'dashboard.embeds_disabled',
    orgId: actor.orgId,
    actorId: actor.userId,
    subjectId: dashboard.id,
    detail: { disabled: disabled.length },
  });
  return disabled.length;
}
