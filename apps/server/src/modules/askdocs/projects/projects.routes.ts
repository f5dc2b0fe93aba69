import {
  askDocsProjectFavouriteRequestSchema,
  askDocsProjectFavouriteResponseSchema,
  askDocsProjectResponseSchema,
  askDocsProjectsQuerySchema,
  askDocsProjectsResponseSchema,
  createAskDocsProjectRequestSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { askDocsManager, askDocsViewer } from '../askdocs.policy';
import { createProject } from './create-project';
import { deleteProject } from './delete-project';
import { getProject, listProjects } from './list-projects';
import { setProjectFavourite } from './set-project-favourite';

const tags = ['ask-docs'];

/** Document projects: list, create, open, star, delete. */
export function projectRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ask-docs/documents-projects',
      {
        schema: {
          tags,
          description:
            "The organization's document projects, the caller's favourites first, searched by name or description.",
          querystring: askDocsProjectsQuerySchema,
          response: { 200: askDocsProjectsResponseSchema },
        },
      },
      async (request) => {
        const { orgId, userId } = askDocsViewer(request);
        const search = request.query.search;
        return { data: await listProjects(ctx.db, { orgId, userId, search }) };
      },
    );

    app.post(
      '/ask-docs/create-project',
      {
        schema: {
          tags,
          description: "Creates a document project, within the plan's number of projects.",
          body: createAskDocsProjectRequestSchema,
          response: { 200: askDocsProjectResponseSchema },
        },
      },
      async (request) => {
        const actor = askDocsManager(request);
        const row = await createProject(ctx, { ...actor, data: request.body });
        const view = { orgId: actor.orgId, userId: actor.userId, projectId: row.id };
        return { data: await getProject(ctx.db, view) };
      },
    );

    app.get(
      '/ask-docs/single-project/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          response: { 200: askDocsProjectResponseSchema },
        },
      },
      async (request) => {
        const { orgId, userId } = askDocsViewer(request);
        const projectId = request.params.id;
        return { data: await getProject(ctx.db, { orgId, userId, projectId }) };
      },
    );

    app.put(
      '/ask-docs/project-favorite/:id',
      {
        schema: {
          tags,
          description: "Sets the caller's star on a project; without a body the star toggles.",
          params: idParamsSchema,
          body: askDocsProjectFavouriteRequestSchema,
          response: { 200: askDocsProjectFavouriteResponseSchema },
        },
      },
      async (request) => {
        const { orgId, userId } = askDocsViewer(request);
        const isFavourite = await setProjectFavourite(ctx.db, {
          orgId,
          userId,
          projectId: request.params.id,
          isFavourite: request.body?.isFavourite,
        });
        return { message: 'Success', data: { isFavourite } };
      },
    );

    app.delete(
      '/ask-docs/delete-project/:id',
      {
        schema: {
          tags,
          description: 'Deletes a project with its documents, their files and index, and its room.',
          params: idParamsSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const { orgId } = askDocsManager(request);
        await deleteProject(ctx, { orgId, projectId: request.params.id });
        return { message: 'Project deleted successfully' };
      },
    );
  };
}
