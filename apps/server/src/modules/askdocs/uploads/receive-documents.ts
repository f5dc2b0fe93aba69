import { open, rm } from 'node:fs/promises';
import {
  AppError,
  ASK_DOCS_MAX_FILES_PER_UPLOAD,
  type AskDocsFileRefusal,
} from '@tabletalk/contracts';
import { type DocumentKind, detectDocumentKind } from '@tabletalk/documents';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { receiveUploads } from '../../../plugins/receive-uploads';
import { newDocumentPath } from '../storage';
import { cleanFileName } from './clean-file-name';

/** Bytes `detectDocumentKind` reads: magic bytes, zip entry names, a sample of the text. */
const HEAD_BYTES = 64 * 1024;

/** A file whose bytes are a kind Ask Docs reads, stored under DATA_DIR/askdocs/<org>/. */
export interface AcceptedFile {
  path: string;
  fileName: string;
  sizeBytes: number;
  kind: DocumentKind;
}

/** One file of an upload, in the order sent: accepted (kept on disk) or refused (deleted). */
export type CheckedFile =
  | ({ accepted: true } & AcceptedFile)
  | ({ accepted: false; sizeBytes: number } & AskDocsFileRefusal);

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Streams the files of a multipart request into the organization's document folder (never
 * buffered whole; past MAX_UPLOAD_MB the stream stops at once) and checks each by its CONTENT
 * (`detectDocumentKind` on its first bytes, against its name): a file that is empty, of a kind
 * Ask Docs does not read, or whose bytes disagree with its name is deleted at once and comes back
 * refused with its reason; the others stay on disk for the caller. Past the size limit the
 * connection is closed, so the client stops sending the rest.
 * @throws AppError FILE_TOO_LARGE (413, nothing of the request kept); VALIDATION_FAILED for a
 *   body that is not multipart, without a file, or with more than ASK_DOCS_MAX_FILES_PER_UPLOAD.
 */
export async function receiveDocuments(
  ctx: Pick<AppContext, 'env'>,
  request: FastifyRequest,
  reply: FastifyReply,
  orgId: string,
): Promise<{ files: CheckedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_FAILED', { message: 'Send the files as multipart/form-data.' });
  }
  let received: Awaited<ReturnType<typeof receiveUploads>>;
  try {
    received = await receiveUploads(request, {
      newPath: () => newDocumentPath(ctx.env, orgId),
      maxBytes: ctx.env.sources.maxUploadBytes,
      maxFiles: ASK_DOCS_MAX_FILES_PER_UPLOAD,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'FILE_TOO_LARGE') {
      reply.header('connection', 'close');
    }
    throw error;
  }
  const files: CheckedFile[] = [];
  for (const file of received.files) {
    const fileName = cleanFileName(file.filename);
    const detected = detectDocumentKind(await readHead(file.path), fileName);
    if (detected.kind === null) {
      await rm(file.path, { force: true });
      const { code, reason } = detected;
      files.push({ accepted: false, fileName, sizeBytes: file.sizeBytes, code, reason });
    } else {
      files.push({ accepted: true, ...file, fileName, kind: detected.kind });
    }
  }
  return { files, fields: received.fields };
}

/** Deletes the files an upload kept, when what follows fails (or a check keeps nothing). */
export async function removeAccepted(files: readonly CheckedFile[]): Promise<void> {
  for (const file of files) if (file.accepted) await rm(file.path, { force: true });
}
