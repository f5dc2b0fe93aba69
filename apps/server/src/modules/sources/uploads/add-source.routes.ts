import multipart from '@fastify/multipart';
import { AppError, addSourceResponseSchema, checkCsvResponseSchema } from '@tabletalk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { assertCanAddSource } from '../../../core/entitlements';
import { perUserPerMinute } from '../../../plugins/per-user-rate-limit';
import { type ReceivedUpload, receiveUpload } from '../../../plugins/receive-upload';
import { getActor, getScope, requireOrg } from '../../../plugins/request-context';
import { addDatabaseSource } from '../connections';
import { authorizeManageSources } from '../sources.policy';
import { newUploadPath } from '../storage';
import { addFileSource } from './add-file-source';
import { addDatabaseBodySchema, checkCsvBodySchema } from './add-source.openapi';
import { checkCsv } from './check-csv';
import { createSampleSource } from './create-sample-source';

const tags = ['sources'];

const ADD_DATABASE_DESCRIPTION =
  'Adds a data source. A multipart/form-data body uploads a CSV or Excel (.xlsx) file (field ' +
  '`file`, optional `name`); a JSON body connects a database. Answers at once with status ' +
  'PENDING; `db/source-info/{id}` follows the load. The same file uploaded again by the same ' +
  'person under the same name answers the source the first upload made (PENDING or ACTIVE), ' +
  'unless that one FAILED or was deleted.';

/** Adding sources: uploads, database connections, the CSV check and the sample dataset. */
export function addSourceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const maxBytes = ctx.env.sources.maxUploadBytes;

  /** Streams the request's file to DATA_DIR/files; past the limit the connection is closed. */
  async function receiveFile(request: FastifyRequest, reply: FastifyReply, orgId: string) {
    if (!request.isMultipart()) {
      throw new AppError('VALIDATION_FAILED', { message: 'Send the file as multipart/form-data.' });
    }
    try {
      return await receiveUpload(request, { targetPath: newUploadPath(ctx.env, orgId), maxBytes });
    } catch (error) {
      // Stop the client sending the rest of an oversized file.
      if (error instanceof AppError && error.code === 'FILE_TOO_LARGE')
        reply.header('connection', 'close');
      throw error;
    }
  }

  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 10_000, parts: 10 },
      throwFileSizeLimit: true,
    });
    app.addHook('onRequest', requireOrg(ctx));

    app.post(
      '/db/add-database',
      {
        // Connection tests are limited per user (SECURITY A2); uploads are not tests.
        config: perUserPerMinute(ctx, 10, (request) => request.isMultipart()),
        schema: {
          tags,
          description: ADD_DATABASE_DESCRIPTION,
          consumes: ['application/json', 'multipart/form-data'],
          body: addDatabaseBodySchema,
          response: { 200: addSourceResponseSchema },
        },
      },
      async (request, reply) => {
        const scope = getScope(request);
        authorizeManageSources(scope);
        const userId = getActor(request).userId;
        if (!request.isMultipart()) {
          if (!request.body) throw new AppError('VALIDATION_FAILED');
          return addDatabaseSource(ctx, { scope, userId, request: request.body });
        }
        await assertCanAddSource(ctx, scope.org, { kind: 'file' });
        const upload: ReceivedUpload = await receiveFile(request, reply, scope.org.id);
        return addFileSource(ctx, { scope, userId, upload });
      },
    );

    app.post(
      '/db/check-csv',
      {
        schema: {
          tags,
          description: 'Checks a CSV (multipart field `file`) before loading it; nothing is kept.',
          consumes: ['multipart/form-data'],
          body: checkCsvBodySchema,
          response: { 200: checkCsvResponseSchema },
        },
      },
      async (request, reply) => {
        const scope = getScope(request);
        authorizeManageSources(scope);
        const upload = await receiveFile(request, reply, scope.org.id);
        return checkCsv(ctx, { scope, upload });
      },
    );

    app.post(
      '/db/set-sample',
      { schema: { tags, response: { 200: addSourceResponseSchema } } },
      async (request) => {
        const scope = getScope(request);
        authorizeManageSources(scope);
        return createSampleSource(ctx, { scope, userId: getActor(request).userId });
      },
    );
  };
}
