import {
  columnTypeChangeResponseSchema,
  columnTypePreviewResponseSchema,
  columnTypeRequestSchema,
  csvHeadersRequestSchema,
  idParamsSchema,
  semanticModelEditsSchema,
  sourceIdBodySchema,
  sourceModelResponseSchema,
  sourceStatusResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { getScope, requireOrg } from '../../../plugins/request-context';
import { assertSourceWritable } from '../assert-source-writable';
import { authorizeManageSources } from '../sources.policy';
import { changeColumnType } from './change-column-type';
import { editSourceModel } from './edit-source-model';
import { previewColumnType } from './preview-column-type';
import { requestKnowledgeBuild } from './request-knowledge-build';
import { updateCsvHeaders } from './update-csv-headers';

const tags = ['sources'];
const statusResponse = { 200: sourceStatusResponseSchema };

/** The organization of a request whose caller may manage sources. */
function managedOrg(request: FastifyRequest): string {
  const scope = getScope(request);
  authorizeManageSources(scope);
  return scope.org.id;
}

/**
 * The organization of a request that changes a source: its caller may manage sources, and the
 * source is within the plan's limit (`assertSourceWritable`: newer ones are read-only after a
 * downgrade).
 */
async function writableOrg(
  ctx: AppContext,
  request: FastifyRequest,
  sourceId: string,
): Promise<string> {
  const scope = getScope(request);
  authorizeManageSources(scope);
  await assertSourceWritable(ctx, { org: scope.org, sourceId });
  return scope.org.id;
}

/** Knowledge (build, refresh, Enrich edits) and fixing a CSV's headers. */
export function knowledgeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOrg(ctx));

    app.post(
      '/db/build-knowledge',
      { schema: { tags, body: sourceIdBodySchema, response: statusResponse } },
      async (request) =>
        requestKnowledgeBuild(ctx, {
          orgId: await writableOrg(ctx, request, request.body.id),
          sourceId: request.body.id,
        }),
    );

    app.put(
      '/dashboard/db/refresh-database/:id',
      { schema: { tags, params: idParamsSchema, response: statusResponse } },
      async (request) =>
        requestKnowledgeBuild(ctx, {
          orgId: await writableOrg(ctx, request, request.params.id),
          sourceId: request.params.id,
          refresh: true,
        }),
    );

    app.put(
      '/db/source-model/:id',
      {
        schema: {
          tags,
          description: 'Applies Enrich-screen edits to the knowledge; stored as a new version.',
          params: idParamsSchema,
          body: semanticModelEditsSchema,
          response: { 200: sourceModelResponseSchema },
        },
      },
      async (request) => {
        const modelVersion = await editSourceModel(ctx, {
          orgId: await writableOrg(ctx, request, request.params.id),
          sourceId: request.params.id,
          edits: request.body,
        });
        return { message: 'Knowledge saved', data: { modelVersion } };
      },
    );

    app.put(
      '/db/csv-headers',
      { schema: { tags, body: csvHeadersRequestSchema, response: statusResponse } },
      async (request) => {
        const scope = getScope(request);
        await writableOrg(ctx, request, request.body.sourceId);
        return updateCsvHeaders(ctx, {
          org: scope.org,
          sourceId: request.body.sourceId,
          headers: request.body.headers,
        });
      },
    );

    app.post(
      '/db/column-type-preview',
      {
        schema: {
          tags,
          body: columnTypeRequestSchema,
          response: { 200: columnTypePreviewResponseSchema },
        },
      },
      async (request) => {
        const { reading: _reading, ...data } = await previewColumnType(ctx, {
          orgId: managedOrg(request),
          request: request.body,
        });
        return { data };
      },
    );

    app.put(
      '/db/column-type',
      {
        schema: {
          tags,
          body: columnTypeRequestSchema,
          response: { 200: columnTypeChangeResponseSchema },
        },
      },
      async (request) => {
        const data = await changeColumnType(ctx, {
          orgId: await writableOrg(ctx, request, request.body.sourceId),
          request: request.body,
        });
        return { message: 'Column type changed', data };
      },
    );
  };
}
