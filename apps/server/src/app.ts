import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
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
 * Lets other sites frame an embed page (SECURITY D6): its CSP's `frame-ancestors` becomes the
 * embed's allowed origins (else EMBED_ALLOWED_ORIGINS) instead of 'none', and X-Frame-Options,
 * which cannot name origins, goes. The URL carries the token: never cached, never a referrer.
 */
async function allowEmbedFraming(ctx: AppContext, url: string, reply: FastifyReply) {
  const ancestors = await embedFrameAncestors(ctx, url);
  reply.helmet({
    contentSecurityPolicy: { directives: contentSecurityDirectives(ctx.env.web.gtmId, ancestors) },
    frameguard: false,
  });
  reply.raw.removeHeader('x-frame-options');
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
}

/** Serves the built single-page app, with index.html for every non-API route. */
async function registerWebApp(app: FastifyInstance, ctx: AppContext, distDir: string) {
  if (!existsSync(path.join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.callNotFound();
    }
    const file = request.url.split('?')[0] ?? '/';
    const candidate = path.join(distDir, path.normalize(file));
    if (
      file !== '/' &&
      candidate.startsWith(distDir) &&
      existsSync(candidate) &&
      !file.endsWith('/')
    ) {
      return reply.sendFile(path.relative(distDir, candidate));
    }
    if (isEmbedPage(request.url)) {
      await allowEmbedFraming(ctx, request.url, reply);
      return reply.sendFile('index.html', { cacheControl: false });
    }
    // Without `cacheControl: false` the static plugin replaces the header with its own.
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
}
