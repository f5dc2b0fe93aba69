import { AppError } from '@tabletalk/contracts';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type OrgPlanRef, planOf } from '../../core/entitlements';
import { findSource } from './find-source';
import { sources } from './tables';

/**
 * Refuses changes to a source beyond the plan's data-source limit. After a downgrade (a trial
 * that ended, a cancelled subscription) nothing is deleted: the organization's oldest sources, as
 * many as the plan allows, stay as they were, and the newer ones become read-only (still shown
 * and asked; not edited, refreshed or rebuilt) until an upgrade or the deletion of others.
 * @throws AppError PLAN_LIMIT naming the limit; NOT_FOUND for a source not in the organization.
 */
export async function assertSourceWritable(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { org: OrgPlanRef; sourceId: string },
): Promise<void> {
  const plan = planOf(options.org, ctx.now());
  const limit = plan.limits.dataSources;
  if (limit === null) return;
  const source = await findSource(ctx.db, { orgId: options.org.id, sourceId: options.sourceId });
  if (!source) throw new AppError('NOT_FOUND');
  if (source.isSample) return;
  // Counted like the plan's meter (`countLiveSources`): live, not the sample, not FAILED.
  const [older] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sources)
    .where(
      and(
        eq(sources.orgId, options.org.id),
        isNull(sources.deletedAt),
        eq(sources.isSample, false),
        ne(sources.status, 'FAILED'),
        or(
          lt(sources.createdAt, source.createdAt),
          and(eq(sources.createdAt, source.createdAt), lt(sources.id, source.id)),
        ),
      ),
    );
  if ((older?.n ?? 0) < limit) return;
  throw new AppError('PLAN_LIMIT', {
    message: `This data source is read-only: the ${plan.name} plan allows up to ${limit.toLocaleString('en-US')} data sources, and it is newer than those. Upgrade, or delete sources you no longer need, to change it again.`,
    details: { limit: 'dataSources', plan: plan.name, upgradeTo: null },
  });
}
