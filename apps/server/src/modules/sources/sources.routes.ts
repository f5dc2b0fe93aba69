import {
  dbSchemaResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  previewQuerySchema,
  previewResponseSchema,
  selectSourceResponseSchema,
  sourceIdQuerySchema,
  sourceInfoResponseSchema,
  sourcesQuerySchema,
  sourcesResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { getActor, getScope, requireOrg } from '../../plugins/request-context';
import { deleteSource } from './delete-source';
import { getSourceInfo } from './get-source-info';
import { getDbSchema } from './knowledge';
import { listSources } from './list-sources';
import { presentSource } from './presenter';
import { getProjectRow } from './projects';
import { clientGoneSignal, previewSourceData } from './query';
import { selectSource } from './select-source';
import { authorizeManageSources, readableOrgId } from './sources.policy';

const tags = ['sources'];
const list = { schema: { tags, response: { 200: sourcesResponseSchema } } };

/** Reading, selecting and deleting sources. */
export function sourceReadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOrg(ctx));

    app.get(
      '/db/sources',
      { schema: { ...list.schema, querystring: sourcesQuerySchema } },
      async (request) => {
        const orgId = readableOrgId(request);
        const rows = await listSources(ctx.db, { orgId, projectId: request.query.projectId });
        return { data: rows.map(presentSource) };
      },
    );

    app.get('/db/all-databases', list, async (request) => {
      const rows = await listSources(ctx.db, { orgId: readableOrgId(request), kind: 'databases' });
      return { data: rows.map(presentSource) };
    });

    app.get(
      '/db/sheets/:id',
      { schema: { ...list.schema, params: idParamsSchema } },
      async (request) => {
        const orgId = readableOrgId(request);
        const project = await getProjectRow(ctx.db, { orgId, projectId: request.params.id });
        const rows = await listSources(ctx.db, { orgId, projectId: project.id });
        return { data: rows.map(presentSource) };
      },
    );

    app.get(
      '/db/source-info/:id',
      { schema: { tags, params: idParamsSchema, response: { 200: sourceInfoResponseSchema } } },
      async (request) => {
        const orgId = readableOrgId(request);
        const actorId = getActor(request).userId;
        return {
          data: await getSourceInfo(ctx.db, { orgId, sourceId: request.params.id, actorId }),
        };
      },
    );

    app.get(
      '/db/source-preview-data/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          querystring: previewQuerySchema,
          response: { 200: previewResponseSchema },
        },
      },
      async (request, reply) =>
        previewSourceData(ctx, {
          orgId: readableOrgId(request),
          sourceId: request.params.id,
          ...request.query,
          signal: clientGoneSignal(reply),
        }),
    );

    app.get(
      '/db/select_source',
      {
        schema: {
          tags,
          querystring: sourceIdQuerySchema,
          response: { 200: selectSourceResponseSchema },
        },
      },
      async (request) => {
        const orgId = readableOrgId(request);
        const userId = getActor(request).userId;
        const sourceId = request.query.id;
        await selectSource(ctx.db, { orgId, userId, sourceId, now: ctx.now() });
        return { message: 'Source selected', data: { sourceId } };
      },
    );

    app.get(
      '/db/db-schema',
      {
        schema: {
          tags,
          querystring: sourceIdQuerySchema,
          response: { 200: dbSchemaResponseSchema },
        },
      },
      async (request) => {
        const orgId = readableOrgId(request);
        return { data: await getDbSchema(ctx.db, { orgId, sourceId: request.query.id }) };
      },
    );

    app.delete(
      '/db/delete-source/:id',
      { schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const scope = getScope(request);
        authorizeManageSources(scope);
        const actorId = getActor(request).userId;
        await deleteSource(ctx, { orgId: scope.org.id, sourceId: request.params.id, actorId });
        return { message: 'Source deleted successfully' };
      },
    );
  };
}
