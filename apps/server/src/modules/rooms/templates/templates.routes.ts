import {
  favouriteRequestSchema,
  idParamsSchema,
  messageResponseSchema,
  templateRequestSchema,
  templateResponseSchema,
  templatesQuerySchema,
  templatesResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import type { OrgScope } from '../../../core/identity';
import { requireOrg } from '../../../plugins/request-context';
import { createTemplate } from './create-template';
import { deleteTemplate } from './delete-template';
import { getTemplateRow } from './find-template';
import { getTemplateView, listTemplates } from './list-templates';
import { setTemplateFavourite } from './set-template-favourite';
import { authorizeEditTemplate, templateActor } from './templates.policy';
import { updateTemplate } from './update-template';

const tags = ['templates'];

/** Saved questions with `{placeholders}`, shared within the organization. */
export function templateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** Whose templates a user sees, and what decides their flags (abilities, today). */
  const viewerOf = (scope: OrgScope, userId: string) => ({
    orgId: scope.org.id,
    userId,
    permissions: scope.permissions,
    now: ctx.now(),
  });

  return async (app) => {
    app.addHook('onRequest', requireOrg(ctx));

    app.post(
      '/db/create-template',
      { schema: { tags, body: templateRequestSchema, response: { 200: templateResponseSchema } } },
      async (request) => {
        const { scope, orgId, userId } = templateActor(request);
        const row = await createTemplate(ctx.db, { orgId, userId, data: request.body });
        const view = { ...viewerOf(scope, userId), templateId: row.id };
        return { data: await getTemplateView(ctx.db, view) };
      },
    );

    app.get(
      '/db/get-all-templates',
      {
        schema: {
          tags,
          querystring: templatesQuerySchema,
          response: { 200: templatesResponseSchema },
        },
      },
      async (request) => {
        const { scope, userId } = templateActor(request);
        const sourceId = request.query.source;
        return { data: await listTemplates(ctx.db, { ...viewerOf(scope, userId), sourceId }) };
      },
    );

    app.put(
      '/db/update-template/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: templateRequestSchema,
          response: { 200: templateResponseSchema },
        },
      },
      async (request) => {
        const { scope, orgId, userId } = templateActor(request);
        const template = await getTemplateRow(ctx.db, { orgId, templateId: request.params.id });
        authorizeEditTemplate(scope, userId, template);
        await updateTemplate(ctx.db, { template, data: request.body, now: ctx.now() });
        const view = { ...viewerOf(scope, userId), templateId: template.id };
        return { data: await getTemplateView(ctx.db, view) };
      },
    );

    app.put(
      '/db/make-template-favourite/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: favouriteRequestSchema,
          response: { 200: templateResponseSchema },
        },
      },
      async (request) => {
        const { scope, orgId, userId } = templateActor(request);
        const templateId = request.params.id;
        const favourite = request.body.favourite;
        await setTemplateFavourite(ctx.db, { orgId, userId, templateId, favourite });
        return { data: await getTemplateView(ctx.db, { ...viewerOf(scope, userId), templateId }) };
      },
    );

    app.delete(
      '/db/delete-template/:id',
      { schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { scope, orgId, userId } = templateActor(request);
        const template = await getTemplateRow(ctx.db, { orgId, templateId: request.params.id });
        authorizeEditTemplate(scope, userId, template);
        await deleteTemplate(ctx.db, { template });
        return { message: 'Template deleted successfully' };
      },
    );
  };
}
