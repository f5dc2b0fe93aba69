import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@tabletalk/contracts';
import type { FastifyRequest } from 'fastify';
import { PARTIAL_UPLOAD_SUFFIX, toUploadError } from './upload-errors';

/** One file of a multipart request, streamed to disk. */
export interface ReceivedFile {
  path: string;
  /** The client's file name, for display only; never used to build a path. */
  filename: string;
  sizeBytes: number;
}

/** Every file of a multipart request, in the order sent, with the form's text fields. */
export interface ReceivedUploads {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

/**
 * Streams every file part of a multipart request (any field name) to its own new path from
 * `newPath`, one after another, never buffering a file whole, and collects the text fields. The
 * multipart limits (registered with `files: maxFiles`, `fileSize: maxBytes`) stop a file's stream
 * as soon as it crosses `maxBytes`. A request that fails part-way keeps nothing: every file
 * written for it, whole or partial, is deleted before the error is thrown — the files after the
 * one refused were never read, so there is no "rest" to keep.
 * @throws AppError FILE_TOO_LARGE (413, `details.fileName` naming the file) past the limit;
 *   VALIDATION_FAILED past `maxFiles`, for a malformed body, or without any file.
 */
export async function receiveUploads(
  request: FastifyRequest,
  options: { newPath: () => string; maxBytes: number; maxFiles: number },
): Promise<ReceivedUploads> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const written: string[] = [];
  let current: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      current = part.filename || 'upload';
      const target = options.newPath();
      // Written aside until complete: a server killed mid-upload leaves only a `.part`.
      const partial = `${target}${PARTIAL_UPLOAD_SUFFIX}`;
      written.push(partial, target);
      await pipeline(part.file, createWriteStream(partial, { mode: 0o600 }));
      renameSync(partial, target);
      files.push({ path: target, filename: current, sizeBytes: statSync(target).size });
    }
  } catch (error) {
    for (const file of written) rmSync(file, { force: true });
    throw toUploadError(error, { ...options, fileName: current });
  }
  if (files.length === 0) {
    throw new AppError('VALIDATION_FAILED', { message: 'Choose a file to upload.' });
  }
  return { files, fields };
}
