import {
  AppError,
  disableEmbedsResponseSchema,
  embedCodeResponseSchema,
  generateEmbedCodeRequestSchema,
  idParamsSchema,
  rotateEmbedSecretResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { dashboardActor, managingActor } from '../dashboards.policy';
import { disableEmbeds } from './disable-embeds';
import { rotateEmbedSecret } from './embed-secret';
import { generateEmbedCode } from './generate-embed-code';

const tags = ['dashboards'];

/** Managing embeds, for signed-in members (mounted inside the dashboards' session hook). */
export function embedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/generate-embed-code',
      {
        schema: {
          tags,
          description:
            'Issues a signed embed token of a dashboard the caller may edit (30 days unless said, at most EMBED_TOKEN_MAX_DAYS), its embed URL and an <iframe> snippet.',
          body: generateEmbedCodeRequestSchema,
          response: { 200: embedCodeResponseSchema },
        },
      },
      async (request) => {
        const actor = managingActor(request);
        return { data: await generateEmbedCode(ctx, { actor, request: request.body }) };
      },
    );

    app.delete(
      '/dashboard/embed/:id',
      {
        schema: {
          tags,
          description:
            'Disables every embed of a dashboard the caller may edit: their tokens stop working at once.',
          params: idParamsSchema,
          response: { 200: disableEmbedsResponseSchema },
        },
      },
      async (request) => {
        const actor = managingActor(request);
        const disabled = await disableEmbeds(ctx, { actor, dashboardId: request.params.id });
        return { message: 'Embeds of this dashboard are disabled.', data: { disabled } };
      },
    );

    app.post(
      '/dashboard/embed-secret/rotate',
      {
        schema: {
          tags,
          description:
            "Rotates the organization's embed secret (owners and admins): every embed token issued before stops working.",
          response: { 200: rotateEmbedSecretResponseSchema },
        },
      },
      async (request) => {
        const actor = dashboardActor(request);
        if (!actor.isAdmin) throw new AppError('FORBIDDEN');
        const rotated = await rotateEmbedSecret(ctx, {
          orgId: actor.orgId,
          actorId: actor.userId,
        });
        return {
          message: 'The embed secret was rotated: earlier embed links no longer work.',
          data: { version: rotated.version, rotatedAt: rotated.rotatedAt.toISOString() },
        };
      },
    );
  };
}
