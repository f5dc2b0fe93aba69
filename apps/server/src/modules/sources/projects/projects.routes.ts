import {
  idParamsSchema,
  messageResponseSchema,
  projectFavouriteRequestSchema,
  projectFavouriteResponseSchema,
  projectResponseSchema,
  projectsResponseSchema,
  projectUpdatedResponseSchema,
  sourceIdQuerySchema,
  updateProjectRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { getActor, getScope, requireOrg } from '../../../plugins/request-context';
import { authorizeManageSources, authorizeReadSources } from '../sources.policy';
import { deleteProject } from './delete-project';
import { getProject } from './get-project';
import { listProjects } from './list-projects';
import { renameProject } from './rename-project';
import { setProjectFavourite } from './set-project-favourite';

const tags = ['sources'];

/** Projects: the groups sources live in (one upload or one connection each). */
export function projectRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOrg(ctx));

    app.get(
      '/db/all-projects',
      { schema: { tags, response: { 200: projectsResponseSchema } } },
      async (request) => {
        const scope = getScope(request);
        authorizeReadSources(scope);
        const userId = getActor(request).userId;
        return { data: await listProjects(ctx.db, { orgId: scope.org.id, userId }) };
      },
    );

    app.get(
      '/db/project-by-id',
      {
        schema: {
          tags,
          querystring: sourceIdQuerySchema,
          response: { 200: projectResponseSchema },
        },
      },
      async (request) => {
        const scope = getScope(request);
        authorizeReadSources(scope);
        const userId = getActor(request).userId;
        const projectId = request.query.id;
        return { data: await getProject(ctx.db, { orgId: scope.org.id, userId, projectId }) };
      },
    );

    app.put(
      '/db/update-project/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: updateProjectRequestSchema,
          response: { 200: projectUpdatedResponseSchema },
        },
      },
      async (request) => {
        const scope = getScope(request);
        authorizeManageSources(scope);
        const orgId = scope.org.id;
        await renameProject(ctx.db, {
          orgId,
          projectId: request.params.id,
          name: request.body.name,
          now: ctx.now(),
        });
        const userId = getActor(request).userId;
        const [project] = await listProjects(ctx.db, {
          orgId,
          userId,
          projectId: request.params.id,
        });
        if (!project) throw new Error('renamed project vanished');
        return { message: 'Project updated successfully', data: project };
      },
    );

    app.put(
      '/db/project-favourite/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: projectFavouriteRequestSchema,
          response: { 200: projectFavouriteResponseSchema },
        },
      },
      async (request) => {
        const scope = getScope(request);
        authorizeReadSources(scope);
        const isFavourite = await setProjectFavourite(ctx.db, {
          orgId: scope.org.id,
          userId: getActor(request).userId,
          projectId: request.params.id,
          isFavourite: request.body?.isFavourite,
        });
        return { message: 'Success', data: { isFavourite } };
      },
    );

    app.delete(
      '/db/delete-project/:id',
      { schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const scope = getScope(request);
        authorizeManageSources(scope);
        const actorId = getActor(request).userId;
        await deleteProject(ctx, { orgId: scope.org.id, projectId: request.params.id, actorId });
        return { message: 'Project deleted successfully' };
      },
    );
  };
}
