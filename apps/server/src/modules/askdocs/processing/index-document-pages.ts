import { and, asc, eq } from 'drizzle-orm';
import { findLanguageModel } from '../../answers';
import type { AskDocsDocumentRow } from '../documents';
import { embedPassages, indexDocument } from '../search';
import { askDocPages } from '../tables';
import type { AskDocsJobContext } from './job-context';

/**
 * Puts a document's stored pages (askdoc_pages) into the passage search index, just before it
 * becomes ACTIVE: a document is ACTIVE once it can be searched. Indexing replaces the document's
 * earlier passages, as re-processing replaces its pages. With an embedding model configured, the
 * passages are then embedded, best effort (a failure is logged, the document still becomes ACTIVE).
 * An error thrown by the indexing fails the run like any other fault outside the file (retried,
 * then FAILED).
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
  const scope = { orgId: document.orgId, projectId: document.projectId, documentId: document.id };
  await indexDocument(ctx.db, { ...scope, title: document.title ?? document.fileName, pages });
  const llm = findLanguageModel(ctx.env);
  if (llm) await embedPassages(ctx.db, { llm, log: ctx.log }, scope);
}
