import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { verifyEmbedAccess } from './verify-embed';

/** The web app's embed page: `/embed/dashboards/<id>?token=…`. */
const EMBED_PAGE = /^\/embed\/dashboards\/([^/?#]+)\/?(?:\?|$)/;

/** Whether a request's URL is under the web app's `/embed/` pages (framing allowed there only). */
export function isEmbedPage(url: string): boolean {
  return url.startsWith('/embed/');
}

/**
 * The sites that may frame an embed page (its CSP `frame-ancestors`, SECURITY D6): the embed's own
 * allowed origins when the URL's `?token` opens the dashboard it names and the embed has some;
 * otherwise EMBED_ALLOWED_ORIGINS (by default 'self'). Every other page keeps 'none'.
 * @example await embedFrameAncestors(ctx, '/embed/dashboards/4f…?token=ey…')
 */
export async function embedFrameAncestors(
  ctx: Pick<AppContext, 'db' | 'env' | 'log' | 'now'>,
  url: string,
): Promise<string[]> {
  const fallback = ctx.env.embeds.allowedOrigins;
  const match = EMBED_PAGE.exec(url);
  const token = new URLSearchParams(url.split('?')[1] ?? '').get('token');
  if (!match?.[1] || !token) return fallback;
  try {
    const dashboardId = decodeURIComponent(match[1]);
    const { embed } = await verifyEmbedAccess(ctx, { dashboardId, token });
    return embed.allowedOrigins.length > 0 ? embed.allowedOrigins : fallback;
  } catch (error) {
    if (error instanceof AppError || error instanceof URIError) return fallback;
    throw error;
  }
}
