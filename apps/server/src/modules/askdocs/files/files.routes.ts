import { askDocsFetchFileQuerySchema } from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { askDocsViewer } from '../askdocs.policy';
import { attachmentDisposition } from './content-disposition';
import { CONTENT_TYPES } from './content-type';
import { openDocumentFile } from './open-document-file';

const tags = ['ask-docs'];

/** The original file, as the OpenAPI document shows it. */
const fileResponse = z.unknown().meta({
  description: 'The original file, as an attachment.',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
});

/** Downloading a document's original file. */
export function fileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ask-docs/fetch-file',
      {
        schema: {
          tags,
          description:
            "Downloads a document's original file (`?id=` a document id) as an attachment, for members with askdocs.view; never shown inline.",
          querystring: askDocsFetchFileQuerySchema,
          response: { 200: fileResponse },
        },
      },
      async (request, reply) => {
        const { orgId } = askDocsViewer(request);
        const { document, sizeBytes, stream } = await openDocumentFile(ctx, {
          orgId,
          documentId: request.query.id,
        });
        return reply
          .type(CONTENT_TYPES[document.kind])
          .header('content-length', sizeBytes)
          .header('content-disposition', attachmentDisposition(document.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
  };
}
