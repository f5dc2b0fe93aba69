import { addDatabaseRequestSchema } from '@tabletalk/contracts';
import { z } from 'zod';

/*
 * The upload routes read their multipart bodies as streams (`request.parts()`), so no schema
 * validates them and the generated OpenAPI document would not show them. These schemas validate
 * what Fastify does parse (a JSON body; nothing for multipart, where `body` stays undefined) and
 * carry, as OpenAPI metadata, one request body per media type: @fastify/swagger turns a body
 * schema's `content` map into `requestBody.content`.
 */

/** The multipart form of an upload: the file, as a browser's FormData sends it. */
function uploadForm(fileDescription: string, withName: boolean) {
  return {
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', format: 'binary', description: fileDescription },
      ...(withName
        ? {
            name: {
              type: 'string',
              maxLength: 200,
              description: "The source's name; the file's name without its extension if absent.",
            },
          }
        : {}),
    },
  };
}

/** The JSON body of a database connection, as OpenAPI 3.0 reads it. */
const connectionBody = z.toJSONSchema(addDatabaseRequestSchema, {
  target: 'openapi-3.0',
  io: 'input',
});

/** `POST /db/add-database`: a JSON connection, or a multipart file upload (body undefined). */
export const addDatabaseBodySchema = addDatabaseRequestSchema.nullish().meta({
  content: {
    'application/json': { schema: connectionBody },
    'multipart/form-data': {
      schema: uploadForm('A CSV or Excel (.xlsx) file, at most MAX_UPLOAD_MB.', true),
    },
  },
});

/** `POST /db/check-csv`: a multipart CSV upload (nothing for Fastify to validate). */
export const checkCsvBodySchema = z.unknown().meta({
  content: {
    'multipart/form-data': {
      schema: uploadForm('The CSV file to check, at most MAX_UPLOAD_MB.', false),
    },
  },
});
