import { createHash } from 'node:crypto';
import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@tabletalk/contracts';
import type { FastifyRequest } from 'fastify';
import { PARTIAL_UPLOAD_SUFFIX, toUploadError } from './upload-errors';

/** A file streamed to disk from a multipart request, with the form's text fields. */
export interface ReceivedUpload {
  path: string;
  /** The client's file name, for display only; never used to build a path. */
  filename: string;
  sizeBytes: number;
  /** SHA-256 of the file's bytes (hex), computed while they streamed to disk. */
  sha256: string;
  fields: Record<string, string>;
}

/** A pass-through stream that feeds every chunk to `hash` on its way. */
function hashing(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

/**
 * Streams the `file` part of a multipart request to `targetPath` (never buffering it whole),
 * hashing its bytes on the way (SHA-256, so a file is never read twice), and collects the text
 * fields. The multipart limits stop the stream as soon as the file crosses
 * `maxBytes`; the partial file is then deleted.
 * @throws AppError FILE_TOO_LARGE (413) past the limit; VALIDATION_FAILED without a file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { targetPath: string; maxBytes: number },
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let filename: string | null = null;
  const hash = createHash('sha256');
  // Written aside until complete: a server killed mid-upload leaves only a `.part`, collected on start.
  const partialPath = `${options.targetPath}${PARTIAL_UPLOAD_SUFFIX}`;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && filename === null) {
        filename = part.filename || 'upload';
        await pipeline(part.file, hashing(hash), createWriteStream(partialPath, { mode: 0o600 }));
        renameSync(partialPath, options.targetPath);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    rmSync(partialPath, { force: true });
    rmSync(options.targetPath, { force: true });
    throw toUploadError(error, { maxBytes: options.maxBytes });
  }
  if (filename === null) {
    throw new AppError('VALIDATION_FAILED', { message: 'Choose a file to upload.' });
  }
  return {
    path: options.targetPath,
    filename,
    sizeBytes: statSync(options.targetPath).size,
    sha256: hash.digest('hex'),
    fields,
  };
}
