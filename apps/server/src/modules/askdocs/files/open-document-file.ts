import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { type AskDocsDocumentRow, getDocumentRow } from '../documents';
import { isDocumentPathOf } from '../storage';

/**
 * A document's original file, opened for download: the organization's document (org filter in
 * the query), its file under DATA_DIR/askdocs/<orgId>/ and present.
 * @throws AppError NOT_FOUND for another organization's document, or a file that is gone.
 */
export async function openDocumentFile(
  ctx: Pick<AppContext, 'db' | 'env'>,
  options: { orgId: string; documentId: string },
): Promise<{ document: AskDocsDocumentRow; sizeBytes: number; stream: ReadStream }> {
  const document = await getDocumentRow(ctx.db, options);
  if (!isDocumentPathOf(ctx.env, options.orgId, document.storagePath)) {
    throw new AppError('NOT_FOUND');
  }
  const file = await stat(document.storagePath).catch(() => null);
  if (!file?.isFile()) throw new AppError('NOT_FOUND');
  return { document, sizeBytes: file.size, stream: createReadStream(document.storagePath) };
}
