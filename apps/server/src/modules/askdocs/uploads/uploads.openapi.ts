import {
  ASK_DOCS_MAX_FILES_PER_UPLOAD,
  askDocsValidateFilesRequestSchema,
} from '@tabletalk/contracts';
import { z } from 'zod';

/*
 * The upload routes read multipart bodies as streams (`request.parts()`), so no schema validates
 * them; these carry, as OpenAPI metadata, one request body per media type (as the sources'
 * upload routes do), and validate what Fastify parses itself (JSON).
 */

/** The multipart form of an Ask Docs upload: the project and one or several files. */
const uploadForm = {
  type: 'object',
  required: ['projectId', 'files'],
  properties: {
    projectId: { type: 'string', format: 'uuid', description: 'The project the files go to.' },
    files: {
      type: 'array',
      maxItems: ASK_DOCS_MAX_FILES_PER_UPLOAD,
      items: { type: 'string', format: 'binary' },
      description:
        'PDF, DOCX, TXT, Markdown, HTML, PNG, JPEG or TIFF files, each at most MAX_UPLOAD_MB (any field name; `files` or `file` by convention).',
    },
  },
};

/** `POST ask-docs/add-ask-doc-file`: multipart only (nothing for Fastify to validate). */
export const addFilesBodySchema = z.unknown().meta({
  content: { 'multipart/form-data': { schema: uploadForm } },
});

/** `POST ask-docs/add-ask-doc-file-validate`: JSON names and sizes, or the files themselves. */
export const validateFilesBodySchema = askDocsValidateFilesRequestSchema.nullish().meta({
  content: {
    'application/json': {
      schema: z.toJSONSchema(askDocsValidateFilesRequestSchema, {
        target: 'openapi-3.0',
        io: 'input',
      }),
    },
    'multipart/form-data': { schema: uploadForm },
  },
});
