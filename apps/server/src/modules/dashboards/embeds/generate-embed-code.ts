import {
  AppError,
  DEFAULT_EMBED_DAYS,
  type EmbedCode,
  type generateEmbedCodeRequestSchema,
} from '@tabletalk/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { recordAuditEvent } from '../../../core/identity';
import { insertedRow } from '../../../db/inserted-row';
import { escapeHtml } from '../../notifications';
import type { DashboardActor } from '../dashboards.policy';
import { getEditableDashboard } from '../get-editable-dashboard';
import { dashboardEmbeds } from '../tables';
import { orgEmbedKey } from './embed-key';
import { currentEmbedSecretVersion } from './embed-secret';
import { signEmbedToken } from './embed-token';

const DAY_MS = 86_400_000;

/** The embed page of a dashboard with its token, as the iframe opens it. */
export function embedPageUrl(publicUrl: string, dashboardId: string, token: string): string {
  const id = encodeURIComponent(dashboardId);
  return `${publicUrl}/embed/dashboards/${id}?token=${encodeURIComponent(token)}`;
}

/** The `<iframe>` snippet of an embed: the URL and the dashboard's name escaped for HTML. */
export function iframeSnippet(url: string, name: string): string {
  return `<iframe src="${escapeHtml(url)}" width="100%" height="600" frameborder="0" title="${escapeHtml(name)}"></iframe>`;
}

/**
 * `dashboard/generate-embed-code`: a new embed of a dashboard the actor may edit, and its token
 * signed with the organization's current embed secret. The token expires (30 days unless said,
 * at most EMBED_TOKEN_MAX_DAYS); disabling the embed or rotating the secret ends it sooner.
 * @throws AppError NOT_FOUND; FORBIDDEN for someone who may not edit it; VALIDATION_FAILED for a
 *   draft or a lifetime over the maximum.
 */
export async function generateEmbedCode(
  ctx: Pick<AppContext, 'db' | 'env' | 'log' | 'now'>,
  options: { actor: DashboardActor; request: z.output<typeof generateEmbedCodeRequestSchema> },
): Promise<EmbedCode> {
  const { actor, request } = options;
  const { dashboard } = await getEditableDashboard(ctx.db, {
    actor,
    dashboardId: request.dashboardId,
  });
  if (dashboard.isDraft) {
    throw new AppError('VALIDATION_FAILED', { message: 'Save the dashboard before embedding it.' });
  }
  const maxDays = ctx.env.embeds.tokenMaxDays;
  const days = request.expiresInDays ?? Math.min(DEFAULT_EMBED_DAYS, maxDays);
  if (days > maxDays) {
    throw new AppError('VALIDATION_FAILED', {
      message: `An embed link may last at most ${maxDays} days.`,
    });
  }
  // Whole seconds, as the token's iat and exp are.
  const issuedAt = new Date(Math.floor(ctx.now().getTime() / 1000) * 1000);
  const expiresAt = new Date(issuedAt.getTime() + days * DAY_MS);
  const embed = await insertedRow(
    ctx.db
      .insert(dashboardEmbeds)
      .values({
        orgId: actor.orgId,
        dashboardId: dashboard.id,
        createdBy: actor.userId,
        allowedOrigins: request.allowedOrigins ?? [],
        expiresAt,
        createdAt: issuedAt,
      })
      .returning(),
    'dashboard embed',
  );
  const version = await currentEmbedSecretVersion(ctx.db, actor.orgId);
  const token = await signEmbedToken(
    orgEmbedKey(ctx.env.appSecret, actor.orgId, version),
    { dashboardId: dashboard.id, orgId: actor.orgId, embedId: embed.id, version },
    { issuedAt, expiresAt },
  );
  await recordAuditEvent(ctx, {
    action: 'dashboard.embed_created',
    orgId: actor.orgId,
    actorId: actor.userId,
    subjectId: dashboard.id,
    detail: { embedId: embed.id, days, allowedOrigins: embed.allowedOrigins.length },
  });
  const url = embedPageUrl(ctx.env.publicUrl, dashboard.id, token);
  return {
    token,
    url,
    html: iframeSnippet(url, dashboard.name),
    expiresAt: expiresAt.toISOString(),
  };
}
