import {
  AppError,
  checkoutRequestSchema,
  invoicePdfQuerySchema,
  messageResponseSchema,
  planRequestSchema,
  proTrialRequestSchema,
  redirectResponseSchema,
  subscriptionCatalogueResponseSchema,
  transactionHistoryResponseSchema,
  updateStripeMetadataRequestSchema,
  userSubscriptionParamsSchema,
  userSubscriptionResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getActor, getScope, requireOrg } from '../../plugins/request-context';
import { authorizeBilling } from './billing.policy';
import { claimProTrial } from './claim-pro-trial';
import { getUserSubscription } from './get-user-subscription';
import { listTransactions } from './list-transactions';
import { planCatalogue } from './plan-catalogue';
import { requestPlan } from './request-plan';
import {
  changeSubscription,
  invoicePdfUrl,
  openCustomerPortal,
  startCheckout,
  updateCustomerMetadata,
} from './stripe';

const tags = ['subscription'];
const checkoutBody = checkoutRequestSchema;
const anyBody = z.object({}).passthrough().nullish();

/** Routes of the subscription area: the catalogue, the Pro trial, payments and plan requests. */
export function billingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limited = (max: number): FastifyContextConfig => ({
    rateLimit: ctx.env.rateLimit ? { max, timeWindow: '1 minute' } : false,
  });
  return async (app) => {
    app.get(
      '/v2/subscription/all',
      { schema: { tags, security: [], response: { 200: subscriptionCatalogueResponseSchema } } },
      async () => ({ data: planCatalogue(ctx) }),
    );

    app.get(
      '/subscription/user/:id',
      {
        onRequest: requireOrg(ctx),
        schema: {
          tags,
          params: userSubscriptionParamsSchema,
          response: { 200: userSubscriptionResponseSchema },
        },
      },
      async (request) => {
        const actor = getActor(request);
        // One's own subscription only: anyone else's reads as missing.
        if (request.params.id !== actor.userId) throw new AppError('NOT_FOUND');
        const scope = getScope(request);
        return {
          data: await getUserSubscription(ctx.db, { userId: actor.userId, scope, now: ctx.now() }),
        };
      },
    );

    app.post(
      '/subscription/pro-trial',
      {
        onRequest: requireOrg(ctx),
        config: limited(10),
        schema: { tags, body: proTrialRequestSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const scope = getScope(request);
        authorizeBilling(scope);
        await claimProTrial(ctx, {
          scope,
          userId: getActor(request).userId,
          priceId: request.body.priceId,
        });
        return { message: 'Successfully availed pro trial' };
      },
    );

    app.get(
      '/subscription/getTransactionHistory',
      {
        onRequest: requireOrg(ctx),
        schema: { tags, response: { 200: transactionHistoryResponseSchema } },
      },
      async (request) => {
        const scope = getScope(request);
        authorizeBilling(scope);
        return { data: await listTransactions(ctx.db, scope.org.id) };
      },
    );

    app.post(
      '/contact-us/subscription-create',
      {
        onRequest: requireOrg(ctx),
        config: limited(5),
        schema: { tags, body: planRequestSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const scope = getScope(request);
        const { user } = getActor(request);
        await requestPlan(ctx, { org: scope.org, requester: user, request: request.body });
        return { message: 'Thank you. We will get back to you by email.' };
      },
    );

    const checkout = async (
      request: {
        body: z.output<typeof checkoutBody>;
      } & Parameters<typeof getScope>[0],
    ) => {
      const scope = getScope(request);
      authorizeBilling(scope);
      const { user } = getActor(request);
      return {
        data: await startCheckout(ctx, {
          scope,
          email: user.email,
          priceId: request.body.priceId,
          quantity: request.body.quantity,
        }),
      };
    };
    for (const url of [
      '/v2/subscription/create-checkout-session',
      '/subscription/createSubscription',
      '/subscription/createSubscription-pro',
      '/subscription/plan-subscription',
    ]) {
      app.post(
        url,
        {
          onRequest: requireOrg(ctx),
          config: limited(20),
          schema: { tags, body: checkoutBody, response: { 200: redirectResponseSchema } },
        },
        checkout,
      );
    }

    app.post(
      '/v2/subscription/create-customer-portal',
      {
        onRequest: requireOrg(ctx),
        config: limited(20),
        schema: { tags, body: anyBody, response: { 200: redirectResponseSchema } },
      },
      async (request) => {
        const scope = getScope(request);
        authorizeBilling(scope);
        return { data: await openCustomerPortal(ctx, { orgId: scope.org.id }) };
      },
    );

    for (const [url, change] of [
      ['/v2/subscription/cancel-auto-renew-subscription', 'stop-renewal'],
      ['/subscription/cancel-subscription', 'cancel-now'],
    ] as const) {
      app.post(
        url,
        {
          onRequest: requireOrg(ctx),
          schema: { tags, body: anyBody, response: { 200: messageResponseSchema } },
        },
        async (request) => {
          const scope = getScope(request);
          authorizeBilling(scope);
          await changeSubscription(ctx, { orgId: scope.org.id, change });
          return {
            message:
              change === 'stop-renewal'
                ? 'Auto-renew is off: the plan stays until the end of the paid period.'
                : 'The subscription is cancelled.',
          };
        },
      );
    }

    app.get(
      '/v2/subscription/invoice-pdf',
      {
        onRequest: requireOrg(ctx),
        schema: {
          tags,
          querystring: invoicePdfQuerySchema,
          response: { 200: redirectResponseSchema },
        },
      },
      async (request) => {
        const scope = getScope(request);
        authorizeBilling(scope);
        const url = await invoicePdfUrl(ctx, { orgId: scope.org.id, ...request.query });
        return { data: { url } };
      },
    );

    app.post(
      '/subscription/updateStripeMetadata',
      {
        onRequest: requireOrg(ctx),
        schema: {
          tags,
          body: updateStripeMetadataRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const scope = getScope(request);
        authorizeBilling(scope);
        await updateCustomerMetadata(ctx, { orgId: scope.org.id, ...request.body });
        return { message: 'Success' };
      },
    );
  };
}
