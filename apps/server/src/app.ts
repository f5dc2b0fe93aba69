import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type RouteOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { contentSecurityDirectives } from './lib/security/content-security-policy';
import { cspNonce, noncedPage } from './lib/security/nonced-page';
import { answerRoutes } from './modules/answers';
import { askDocsRoutes } from './modules/askdocs';
import { authRoutes } from './modules/auth';
import { billingRoutes, stripeWebhookRoutes } from './modules/billing';
import {
  dashboardRoutes,
  embedFrameAncestors,
  embedViewRoutes,
  isEmbedPage,
} from './modules/dashboards';
import { healthRoutes, publicConfigRoutes } from './modules/health';
import { notificationRoutes } from './modules/notifications';
import { teamRoutes } from './modules/orgs';
import { roomRoutes, templateRoutes } from './modules/rooms';
import { sourceRoutes } from './modules/sources';
import { userRoutes } from './modules/users';
import { registerErrorHandler } from './plugins/error-handler';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { requestContextPlugin } from './plugins/request-context';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** What a caller of `buildApp` may observe while the app is built. */
export interface BuildAppOptions {
  /** Called for every route registered (the route matrix test lists them all this way). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the HTTP app with every module. Never listens: `main.ts` does, tests use inject().
 * @example const app = await buildApp(ctx, { onRoute: (route) => routes.push(route) })
 */
export async function buildApp(
  ctx: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // One logger for the app, its requests and its modules (tests pass one that they capture).
    loggerInstance: ctx.log as FastifyBaseLogger,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Client IPs come only from trusted proxy hops, so X-Forwarded-For cannot be spoofed.
    trustProxy: (_address: string, hop: number) => hop < ctx.env.trustProxyHops,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  // Added before any route, so it sees each of them.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityDirectives(ctx.env.web.gtmId) },
  });
  if (ctx.env.corsOrigins.length > 0) {
    const cors = (await import('@fastify/cors')).default;
    await app.register(cors, { origin: ctx.env.corsOrigins, credentials: true });
  }
  await app.register(cookie);
  // Counted in the app database, so a route's limit holds across every HTTP process.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(ctx) });
  await app.register(requestContextPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tabletalk API',
        description: 'Ask questions of your data and documents.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes(ctx));
      await api.register(publicConfigRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(userRoutes(ctx));
      await api.register(teamRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(sourceRoutes(ctx));
      await api.register(answerRoutes(ctx));
      await api.register(roomRoutes(ctx));
      await api.register(templateRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(askDocsRoutes(ctx));
      await api.register(billingRoutes(ctx));
      // Its own plugin: the only place a JSON body stays raw (Stripe signs the bytes).
      await api.register(stripeWebhookRoutes(ctx));
      // Outside the dashboards' session hook: an embed token opens this one route only.
      await api.register(embedViewRoutes(ctx));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, ctx, ctx.env.webDistDir ?? defaultWebDist);
  return app;
}

/**
 * The policy of a page of the app (SECURITY D6): scripts only from tags carrying this response's
 * nonce, or loaded by them. An embed page may be framed by the embed's allowed origins (else
 * EMBED_ALLOWED_ORIGINS) instead of 'none', and loses X-Frame-Options, which cannot name origins;
 * its URL carries the token: never cached, never a referrer.
 */
async function setPagePolicy(ctx: AppContext, url: string, reply: FastifyReply, nonce: string) {
  const { gtmId } = ctx.env.web;
  if (!isEmbedPage(url)) {
    reply.helmet({
      contentSecurityPolicy: { directives: contentSecurityDirectives(gtmId, undefined, nonce) },
    });
    reply.header('cache-control', 'no-cache');
    return;
  }
  const ancestors = await embedFrameAncestors(ctx, url);
  reply.helmet({
    contentSecurityPolicy: { directives: contentSecurityDirectives(gtmId, ancestors, nonce) },
    frameguard: false,
  });
  reply.raw.removeHeader('x-frame-options');
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
}

/**
 * Serves the built single-page app, with index.html for every non-API route. The page is read
 * once and sent with a fresh CSP nonce on each of its script tags, the one its policy names;
 * never as a static file (`/index.html` too), which would carry no nonce.
 */
async function registerWebApp(app: FastifyInstance, ctx: AppContext, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const page = noncedPage(readFileSync(indexFile, 'utf8'));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    globIgnore: ['index.html'],
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.callNotFound();
    }
    const file = request.url.split('?')[0] ?? '/';
    const candidate = path.join(distDir, path.normalize(file));
    if (
      file !== '/' &&
      candidate.startsWith(distDir) &&
      candidate !== indexFile &&
      existsSync(candidate) &&
      !file.endsWith('/')
    ) {
      return reply.sendFile(path.relative(distDir, candidate));
    }
    const nonce = cspNonce();
    await setPagePolicy(ctx, request.url, reply, nonce);
    return reply.type('text/html; charset=utf-8').send(page(nonce));
  });
}
