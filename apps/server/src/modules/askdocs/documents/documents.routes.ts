import {
  askDocsDocumentsQuerySchema,
  askDocsDocumentsResponseSchema,
  idParamsSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { askDocsViewer } from '../askdocs.policy';
import { listDocuments } from './list-documents';
import { presentDocument } from './presenter';

const tags = ['ask-docs'];

/** Documents as lists show them, with their status. */
export function documentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ask-docs/project-sources/:id',
      {
        schema: {
          tags,
          description: "A project's documents with their status, newest first.",
          params: idParamsSchema,
          response: { 200: askDocsDocumentsResponseSchema },
        },
      },
      async (request) => {
        const { orgId } = askDocsViewer(request);
        const rows = await listDocuments(ctx.db, { orgId, projectId: request.params.id });
        return { data: rows.map(presentDocument) };
      },
    );

    app.get(
      '/ask-docs/documents',
      {
        schema: {
          tags,
          description: "The organization's documents, newest first, optionally one project's.",
          querystring: askDocsDocumentsQuerySchema,
          response: { 200: askDocsDocumentsResponseSchema },
        },
      },
      async (request) => {
        const { orgId } = askDocsViewer(request);
        const rows = await listDocuments(ctx.db, { orgId, projectId: request.query.projectId });
        return { data: rows.map(presentDocument) };
      },
    );
  };
}
