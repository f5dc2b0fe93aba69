import { AppError, googleStartQuerySchema } from '@tabletalk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { setRefreshCookie } from '../refresh-cookie';
import { clientOf, rateLimit } from '../route-config';
import { finishGoogleSignIn } from './finish-google-sign-in';
import { safeReturnTo } from './return-to';
import { startGoogleSignIn } from './start-google-sign-in';
import { setStateCookie, takeStateCookie } from './state-cookie';

function requireOidc(ctx: AppContext) {
  if (!ctx.env.oidc) throw new AppError('OIDC_DISABLED');
  return ctx.env.oidc;
}

/** What an openid-client error says, without its `cause` data (which holds the ID token claims). */
function describeError(error: unknown) {
  if (!(error instanceof Error)) return {};
  const { code, error: oauthError } = error as { code?: string; error?: string };
  // The inner error names the check that failed, e.g. 'unexpected JWT "aud" (audience) claim value'.
  const check = error.cause instanceof Error ? error.cause.message : undefined;
  return { errorName: error.name, errorCode: code, oauthError, detail: error.message, check };
}

/** Logs why sign-in failed (never tokens or codes) and sends the browser to the login page. */
function redirectFailed(
  request: FastifyRequest,
  reply: FastifyReply,
  reason: string,
  error?: unknown,
) {
  request.log.warn({ reason, ...describeError(error) }, 'google sign-in failed');
  return reply.redirect('/login?error=OIDC_FAILED');
}

/**
 * `GET /api/auth/google` redirects to the provider; `GET /api/auth/google/callback` comes back,
 * signs in and redirects to the web app's `/auth/callback`, which trades the refresh cookie for
 * an access token. Failures land on `/login?error=<code>`. 404 OIDC_DISABLED when not configured.
 */
export function googleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/google',
      {
        schema: {
          tags: ['auth'],
          summary: 'Start Google sign-in (redirects to the provider)',
          security: [],
          querystring: googleStartQuerySchema,
        },
        config: rateLimit(ctx, 30),
      },
      async (request, reply) => {
        const settings = requireOidc(ctx);
        const returnTo = safeReturnTo(request.query.returnTo);
        try {
          const { url, saved } = await startGoogleSignIn(ctx, { settings, returnTo });
          await setStateCookie(ctx, reply, saved);
          return reply.redirect(url.href);
        } catch (error) {
          return redirectFailed(request, reply, 'provider discovery failed', error);
        }
      },
    );

    app.get(
      '/auth/google/callback',
      {
        schema: { tags: ['auth'], summary: 'Google sign-in callback', security: [] },
        config: rateLimit(ctx, 30),
      },
      async (request, reply) => {
        const settings = requireOidc(ctx);
        try {
          const saved = await takeStateCookie(ctx, request, reply);
          const outcome = await finishGoogleSignIn(ctx, {
            settings,
            saved,
            callbackUrl: request.url,
            client: clientOf(request),
          });
          if (outcome.kind === 'email-conflict') {
            return reply.redirect('/login?error=OIDC_EMAIL_CONFLICT');
          }
          if (outcome.kind === 'failed') return redirectFailed(request, reply, outcome.reason);
          setRefreshCookie(ctx, reply, outcome.refresh);
          return reply.redirect(`/auth/callback?returnTo=${encodeURIComponent(outcome.returnTo)}`);
        } catch (error) {
          return redirectFailed(request, reply, 'provider response or ID token rejected', error);
        }
      },
    );
  };
}
