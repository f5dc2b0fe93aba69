import multipart from '@fastify/multipart';
import {
  AppError,
  ASK_DOCS_MAX_FILES_PER_UPLOAD,
  askDocsAddDocsRequestSchema,
  askDocsAddFilesResponseSchema,
  askDocsDocumentsResponseSchema,
  askDocsValidateFilesResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { askDocsManager } from '../askdocs.policy';
import { presentDocument } from '../documents';
import { getProjectRow } from '../projects';
import { checkFileNames } from './check-file-names';
import { confirmDocuments } from './confirm-documents';
import { uploadDocuments, validateUploadedFiles } from './upload-documents';
import { addFilesBodySchema, validateFilesBodySchema } from './uploads.openapi';

const tags = ['ask-docs'];

const VALIDATE_DESCRIPTION =
  'Checks files before they are added to a project (needs askdocs.manage and a project of the ' +
  'organization), keeping nothing. As JSON (`{ projectId, files: [{ name, size }] }`): the kind ' +
  'by extension, not empty, within MAX_UPLOAD_MB. As multipart (`projectId` and the files): the ' +
  'bytes themselves, as the upload checks them. Answers a verdict per file.';

const ADD_FILE_DESCRIPTION =
  'Adds one or several files (multipart: `projectId` and the files, at most ' +
  `${ASK_DOCS_MAX_FILES_PER_UPLOAD}) to a project. Each is streamed to disk within ` +
  'MAX_UPLOAD_MB (past it: 413 at once and nothing of the request kept) and checked by its ' +
  'content; a file that is empty, unsupported or whose bytes disagree with its name is refused ' +
  'with its reason and leaves nothing behind, the others become PENDING documents and are ' +
  'processed in the background (`project-sources/{id}` follows their status).';

const ADD_DOCS_DESCRIPTION =
  "The add-docs wizard's last step, after `create-project` and `add-ask-doc-file` (which " +
  'already created the documents): `{ projectId, documentIds }`. Answers those documents as ' +
  'they stand and makes sure each still PENDING is queued for processing (a job lost while the ' +
  'queue was away is sent again; nothing is processed twice). Files are uploaded by ' +
  '`add-ask-doc-file` only, so there is one upload path; `process-documents/{id}` re-processes.';

/** Adding documents to a project: the check before, the upload, the wizard's last step. */
export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const maxBytes = ctx.env.sources.maxUploadBytes;
  return async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: maxBytes,
        files: ASK_DOCS_MAX_FILES_PER_UPLOAD,
        fields: 5,
        fieldSize: 10_000,
        parts: ASK_DOCS_MAX_FILES_PER_UPLOAD + 5,
      },
      throwFileSizeLimit: true,
    });

    app.post(
      '/ask-docs/add-ask-doc-file-validate',
      {
        schema: {
          tags,
          description: VALIDATE_DESCRIPTION,
          consumes: ['application/json', 'multipart/form-data'],
          body: validateFilesBodySchema,
          response: { 200: askDocsValidateFilesResponseSchema },
        },
      },
      async (request, reply) => {
        const actor = askDocsManager(request);
        if (request.isMultipart()) {
          return { data: await validateUploadedFiles(ctx, { actor, request, reply }) };
        }
        if (!request.body) throw new AppError('VALIDATION_FAILED');
        await getProjectRow(ctx.db, { orgId: actor.orgId, projectId: request.body.projectId });
        return { data: checkFileNames(request.body.files, maxBytes) };
      },
    );

    app.post(
      '/ask-docs/add-ask-doc-file',
      {
        schema: {
          tags,
          description: ADD_FILE_DESCRIPTION,
          consumes: ['multipart/form-data'],
          body: addFilesBodySchema,
          response: { 200: askDocsAddFilesResponseSchema },
        },
      },
      async (request, reply) => {
        const actor = askDocsManager(request);
        return uploadDocuments(ctx, { actor, request, reply });
      },
    );

    app.post(
      '/ask-docs/add-docs',
      {
        schema: {
          tags,
          description: ADD_DOCS_DESCRIPTION,
          body: askDocsAddDocsRequestSchema,
          response: { 200: askDocsDocumentsResponseSchema },
        },
      },
      async (request) => {
        const { orgId } = askDocsManager(request);
        const rows = await confirmDocuments(ctx, { orgId, ...request.body });
        return { data: rows.map(presentDocument) };
      },
    );
  };
}
