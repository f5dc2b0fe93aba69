import type { AskDocsDocumentRow } from '../documents';
import type { AskDocsJobContext } from './job-context';

/**
 * Puts a document's stored pages (askdoc_pages) into the passage search index, just before it
 * becomes ACTIVE: a document is ACTIVE once it can be searched. Processing calls this, and
 * nothing else does: it is the single place the search's `indexDocument(db, { orgId, projectId,
 * documentId, title, pages })` is called from (`askdocs/search/`, built separately; the lead
 * wires it here: read the document's pages, title `document.title ?? document.fileName`).
 * Indexing must replace the document's earlier passages, as re-processing replaces its pages.
 *
 * Today it does nothing — deliberately no fake search. An error thrown here fails the run like
 * any other fault outside the file (retried, then FAILED).
 */
export async function indexDocumentPages(
  _ctx: AskDocsJobContext,
  _document: AskDocsDocumentRow,
): Promise<void> {}
