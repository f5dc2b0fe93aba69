import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { organizations } from '../../../core/identity';
import { isUuid } from '../../sources';
import { dashboardEmbeds, dashboards, orgEmbedKeys } from '../tables';
import { orgEmbedKey } from './embed-key';
import { readEmbedToken } from './embed-token';

/** A dashboard an embed token opens, with the embed it names. */
export interface EmbedAccess {
  dashboard: typeof dashboards.$inferSelect;
  embed: typeof dashboardEmbeds.$inferSelect;
}

/**
 * Checks an embed token against the dashboard it is used on (SECURITY D4): the token must verify
 * with the dashboard's organization's current embed secret (so another organization's secret, the
 * session key or a rotated secret fail), name that dashboard, organization, secret version and an
 * embed of it that is enabled and not revoked; the dashboard must exist, be saved, and its
 * organization not be suspended. Every failure is the same refusal; the reason goes to the debug
 * log, the token never does.
 * @throws AppError EMBED_INVALID (401).
 */
export async function verifyEmbedAccess(
  ctx: Pick<AppContext, 'db' | 'env' | 'log' | 'now'>,
  options: { dashboardId: string; token: string | null | undefined },
): Promise<EmbedAccess> {
  const { dashboardId, token } = options;
  const refuse = (reason: string): never => {
    ctx.log.debug({ dashboardId: dashboardId.slice(0, 64), reason }, 'embed token refused');
    throw new AppError('EMBED_INVALID');
  };
  if (!token) return refuse('no token');
  if (!isUuid(dashboardId)) return refuse('not a dashboard id');
  const [row] = await ctx.db
    .select({
      dashboard: dashboards,
      orgStatus: organizations.status,
      version: orgEmbedKeys.version,
    })
    .from(dashboards)
    .innerJoin(organizations, eq(organizations.id, dashboards.orgId))
    .leftJoin(orgEmbedKeys, eq(orgEmbedKeys.orgId, dashboards.orgId))
    .where(eq(dashboards.id, dashboardId))
    .limit(1);
  if (!row) return refuse('no such dashboard');
  if (row.dashboard.isDraft) return refuse('draft dashboard');
  if (row.orgStatus !== 'active') return refuse('organization not active');
  const orgId = row.dashboard.orgId;
  const version = row.version ?? 1;
  const read = await readEmbedToken(orgEmbedKey(ctx.env.appSecret, orgId, version), token, {
    now: ctx.now(),
    maxDays: ctx.env.embeds.tokenMaxDays,
  });
  if (!read.ok) return refuse(read.reason);
  const { claims } = read;
  if (claims.dashboardId !== dashboardId) return refuse('another dashboard');
  if (claims.orgId !== orgId) return refuse('another organization');
  if (claims.version !== version) return refuse('old secret version');
  const [embed] = await ctx.db
    .select()
    .from(dashboardEmbeds)
    .where(
      and(
        eq(dashboardEmbeds.id, claims.embedId),
        eq(dashboardEmbeds.dashboardId, dashboardId),
        eq(dashboardEmbeds.orgId, orgId),
      ),
    )
    .limit(1);
  if (!embed) return refuse('no such embed');
  if (!embed.enabled || embed.revokedAt) return refuse('embed disabled');
  return { dashboard: row.dashboard, embed };
}
