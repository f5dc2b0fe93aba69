import {
  askDocsTemplateFavouriteRequestSchema,
  askDocsTemplateRequestSchema,
  askDocsTemplateResponseSchema,
  askDocsTemplatesResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import {
  type AskDocsActor,
  askDocsManager,
  askDocsViewer,
  authorizeEditAskDocsTemplate,
} from '../askdocs.policy';
import { createTemplate } from './create-template';
import { deleteTemplate } from './delete-template';
import { getTemplateRow } from './find-template';
import { getTemplateView, listTemplates } from './list-templates';
import { setTemplateFavourite } from './set-template-favourite';
import { updateTemplate } from './update-template';

const tags = ['ask-docs'];

/** Ask Docs templates: an instruction and answer style for rooms, shared in the organization. */
export function templateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** Whose templates a user sees, and what decides their flags (abilities, today). */
  const viewerOf = (actor: AskDocsActor) => ({
    orgId: actor.orgId,
    userId: actor.userId,
    permissions: actor.scope.permissions,
    now: ctx.now(),
  });

  return async (app) => {
    app.post(
      '/ask-docs/create-template',
      {
        schema: {
          tags,
          body: askDocsTemplateRequestSchema,
          response: { 200: askDocsTemplateResponseSchema },
        },
      },
      async (request) => {
        const actor = askDocsManager(request);
        const data = request.body;
        const row = await createTemplate(ctx.db, { ...actor, data, now: ctx.now() });
        return { data: await getTemplateView(ctx.db, { ...viewerOf(actor), templateId: row.id }) };
      },
    );

    app.get(
      '/ask-docs/get-all-templates',
      {
        schema: {
          tags,
          description: "The organization's Ask Docs templates, the caller's favourites first.",
          response: { 200: askDocsTemplatesResponseSchema },
        },
      },
      async (request) => {
        const actor = askDocsViewer(request);
        return { data: await listTemplates(ctx.db, viewerOf(actor)) };
      },
    );

    app.put(
      '/ask-docs/update-template/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: askDocsTemplateRequestSchema,
          response: { 200: askDocsTemplateResponseSchema },
        },
      },
      async (request) => {
        const actor = askDocsManager(request);
        const template = await getTemplateRow(ctx.db, { ...actor, templateId: request.params.id });
        authorizeEditAskDocsTemplate(actor, template);
        await updateTemplate(ctx.db, { template, data: request.body, now: ctx.now() });
        const view = { ...viewerOf(actor), templateId: template.id };
        return { data: await getTemplateView(ctx.db, view) };
      },
    );

    app.put(
      '/ask-docs/make-template-favorite/:id',
      {
        schema: {
          tags,
          description: "Sets the caller's star on a template.",
          params: idParamsSchema,
          body: askDocsTemplateFavouriteRequestSchema,
          response: { 200: askDocsTemplateResponseSchema },
        },
      },
      async (request) => {
        const actor = askDocsViewer(request);
        const templateId = request.params.id;
        const favourite = request.body.favourite;
        await setTemplateFavourite(ctx.db, { ...actor, templateId, favourite });
        return { data: await getTemplateView(ctx.db, { ...viewerOf(actor), templateId }) };
      },
    );

    app.delete(
      '/ask-docs/delete-template/:id',
      {
        schema: {
          tags,
          description: 'Deletes a template; rooms it was connected to are left without one.',
          params: idParamsSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const actor = askDocsManager(request);
        const template = await getTemplateRow(ctx.db, { ...actor, templateId: request.params.id });
        authorizeEditAskDocsTemplate(actor, template);
        await deleteTemplate(ctx.db, { template });
        return { message: 'Template deleted successfully' };
      },
    );
  };
}
