import { AppError } from '@tabletalk/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { handleStripeEvent, stripeGateway, verifyWebhook } from './stripe';

/** Stripe's events are small; anything larger is not from Stripe. */
const MAX_EVENT_BYTES = 1024 * 1024;

/**
 * `POST /api/billing/stripe/webhook`: the body is kept raw, as Stripe signed it (G1); a missing
 * or wrong signature, or one older than 300 s, gets 400 and changes nothing. Served only with
 * BILLING=stripe (404 otherwise).
 */
export function stripeWebhookRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // This plugin's own parser: JSON stays a Buffer here, and nowhere else.
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post('/billing/stripe/webhook', { schema: { hide: true } }, async (request, reply) => {
      if (ctx.env.billing.provider !== 'stripe') throw new AppError('NOT_FOUND');
      const gateway = stripeGateway(ctx);
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : null;
      const event =
        body && typeof signature === 'string'
          ? verifyWebhook(gateway.stripe, gateway.settings, body, signature, ctx.now())
          : null;
      if (!event) throw new AppError('WEBHOOK_INVALID');
      const outcome = await handleStripeEvent(ctx, event);
      request.log.info({ eventType: event.type, outcome }, 'stripe event');
      return reply.send({ received: true, outcome });
    });
  };
}
