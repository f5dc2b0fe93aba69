import { and, asc, eq } from 'drizzle-orm';
import type { AskDocsDocumentRow } from '../documents';
import { indexDocument } from '../search';
import { askDocPages } from '../tables';
import type { AskDocsJobContext } from './job-context';

/**
 * Puts a document's stored pages (askdoc_pages) into the passage search index, just before it
 * becomes ACTIVE: a document is ACTIVE once it can be searched. Indexing replaces the document's
 * earlier passages, as re-processing replaces its pages. An error thrown here fails the run like
 * any other fault outside the file (retried, then FAILED).
 */
export async function indexDocumentPages(
  ctx: AskDocsJobContext,
  document: AskDocsDocumentRow,
): Promise<void> {
  const pages = await ctx.db
    .select({ number: askDocPages.page, text: askDocPages.text })
    .from(askDocPages)
    .where(and(eq(askDocPages.documentId, document.id), eq(askDocPages.orgId, document.orgId)))
    .orderBy(asc(askDocPages.page));
  await indexDocument(ctx.db, {
    orgId: document.orgId,
    projectId: document.projectId,
    documentId: document.id,
    title: document.title ?? document.fileName,
    pages,
  });
}
