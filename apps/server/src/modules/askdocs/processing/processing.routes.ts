import { askDocsDocumentsResponseSchema, idParamsSchema } from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { askDocsManager } from '../askdocs.policy';
import { presentDocument } from '../documents';
import { requeueDocuments } from './requeue-documents';

const tags = ['ask-docs'];

const DESCRIPTION =
  'Processes documents again in the background (`askdocs.process`). `{id}` is a document id ' +
  '(that document, whatever its status; its pages are replaced) or a project id (its FAILED ' +
  'and OCR_PENDING documents). Answers the documents re-queued, now PENDING.';

/** Re-processing documents. */
export function processingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/ask-docs/process-documents/:id',
      {
        schema: {
          tags,
          description: DESCRIPTION,
          params: idParamsSchema,
          response: { 200: askDocsDocumentsResponseSchema },
        },
      },
      async (request) => {
        const { orgId } = askDocsManager(request);
        const rows = await requeueDocuments(ctx, { orgId, id: request.params.id });
        return { data: rows.map(presentDocument) };
      },
    );
  };
}
