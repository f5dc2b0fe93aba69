import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askdocPassages } from '../tables';
import { cleanText, countWords } from './clean-text';
import { type PageText, type SplitOptions, splitIntoPassages } from './split-into-passages';

export interface IndexDocumentOptions {
  orgId: string;
  projectId: string;
  documentId: string;
  /** The document's title or file name: weighted above the text in every passage. */
  title: string;
  pages: PageText[];
  split?: SplitOptions;
}

/** Longest title kept (a file name or heading; longer ones are cut). */
const MAX_TITLE_CHARS = 300;
/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 500;

/**
 * Splits a document into passages and makes them the document's whole entry in the index: its
 * old passages are deleted and the new ones written in one transaction, so a search sees either
 * the old version or the new one. Returns how many passages were written.
 */
export async function indexDocument(db: Db, options: IndexDocumentOptions): Promise<number> {
  const { orgId, projectId, documentId } = options;
  const title = cleanText(options.title).replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_CHARS);
  const titleWords = countWords(title);
  const passages = splitIntoPassages(options.pages, options.split);
  const documentWords = passages.reduce((sum, passage) => sum + passage.words, 0);
  const rows = passages.map((passage) => ({
    orgId,
    projectId,
    documentId,
    page: passage.page,
    position: passage.position,
    title,
    text: passage.text,
    textWords: passage.words,
    titleWords,
    documentWords,
  }));
  await db.transaction(async (tx) => {
    await tx
      .delete(askdocPassages)
      .where(
        and(
          eq(askdocPassages.orgId, orgId),
          eq(askdocPassages.projectId, projectId),
          eq(askdocPassages.documentId, documentId),
        ),
      );
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx.insert(askdocPassages).values(rows.slice(start, start + BATCH));
    }
  });
  return rows.length;
}
