import type { AskDocsDocument } from '@tabletalk/contracts';
import type { askDocDocuments } from '../tables';

export type AskDocsDocumentRow = typeof askDocDocuments.$inferSelect;

/** A document as the API shows it (never its storage path). */
export function presentDocument(row: AskDocsDocumentRow): AskDocsDocument {
  return {
    _id: row.id,
    projectId: row.projectId,
    fileName: row.fileName,
    kind: row.kind,
    sizeBytes: row.sizeBytes,
    status: row.status,
    failureReason: row.failureReason,
    pageCount: row.pageCount,
    ocrPages: row.ocrPages,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}
