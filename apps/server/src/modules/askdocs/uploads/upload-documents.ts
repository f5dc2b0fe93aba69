import type { AskDocsAddFilesResponse, AskDocsFileCheck } from '@tabletalk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import type { AskDocsActor } from '../askdocs.policy';
import { presentDocument } from '../documents';
import { addDocuments } from './add-documents';
import { projectOfUpload } from './project-of-upload';
import { type CheckedFile, receiveDocuments, removeAccepted } from './receive-documents';

/**
 * `add-ask-doc-file`: streams the request's files, keeps those whose bytes are what their names
 * say as PENDING documents of the project (each sent to processing) and answers them with the
 * files refused and why. A refused file leaves nothing behind and the others go on; if the
 * project is not found, or recording fails, no file of the request is kept.
 * @throws AppError as `receiveDocuments`; NOT_FOUND for another organization's project.
 */
export async function uploadDocuments(
  ctx: AppContext,
  options: { actor: AskDocsActor; request: FastifyRequest; reply: FastifyReply },
): Promise<AskDocsAddFilesResponse> {
  const { orgId, userId } = options.actor;
  const { files, fields } = await receiveDocuments(ctx, options.request, options.reply, orgId);
  try {
    const project = await projectOfUpload(ctx.db, { orgId, fields });
    const accepted = files.flatMap((file) => (file.accepted ? [file] : []));
    const rows = await addDocuments(ctx, { orgId, projectId: project.id, userId, files: accepted });
    const refused = files.flatMap((file) =>
      file.accepted ? [] : [{ fileName: file.fileName, code: file.code, reason: file.reason }],
    );
    return { data: { documents: rows.map(presentDocument), refused } };
  } catch (error) {
    await removeAccepted(files);
    throw error;
  }
}

/**
 * `add-ask-doc-file-validate` sent as multipart: the same checks of the bytes as the upload, for
 * a project of the organization, keeping nothing.
 */
export async function validateUploadedFiles(
  ctx: AppContext,
  options: { actor: AskDocsActor; request: FastifyRequest; reply: FastifyReply },
): Promise<AskDocsFileCheck[]> {
  const { orgId } = options.actor;
  const { files, fields } = await receiveDocuments(ctx, options.request, options.reply, orgId);
  try {
    await projectOfUpload(ctx.db, { orgId, fields });
  } finally {
    await removeAccepted(files);
  }
  return files.map((file) =>
    file.accepted
      ? { ...common(file), ok: true, kind: file.kind, code: null, reason: null }
      : { ...common(file), ok: false, kind: null, code: file.code, reason: file.reason },
  );
}

const common = (file: CheckedFile) => ({ fileName: file.fileName, sizeBytes: file.sizeBytes });
