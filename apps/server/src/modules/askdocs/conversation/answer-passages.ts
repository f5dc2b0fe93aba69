import type { AskDocsCitation } from '@tabletalk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type EmbeddingSearch, type PassageHit, searchPassages } from '../search';
import { askDocDocuments } from '../tables';

/** A passage found for a question, in an ACTIVE document, with the file name a citation shows. */
export interface AnswerPassage extends PassageHit {
  fileName: string;
}

/** An answer and the passages it cites (`[n]` in the text stands for `citations[n - 1]`). */
export interface DraftAnswer {
  answer: string;
  citations: AskDocsCitation[];
}

/** Passages searched before the ones of documents that are not ACTIVE are left out. */
const SEARCHED = 30;
/** Passages given a snippet by the search (the model's citations show it). */
const WITH_SNIPPETS = 10;

/**
 * The passages of a project that best answer a question, best first, only from its ACTIVE
 * documents (one queued to be processed again, FAILED or waiting for OCR may still have passages
 * indexed), each with its document's file name. Filtered by organization and project in every query.
 */
export async function findAnswerPassages(
  db: Db,
  options: {
    orgId: string;
    projectId: string;
    question: string;
    limit: number;
    /** The configured embedding model, to rank by meaning too; null searches by text alone. */
    embeddings?: EmbeddingSearch | null;
  },
): Promise<AnswerPassage[]> {
  const { orgId, projectId } = options;
  const hits = await searchPassages(db, {
    orgId,
    projectId,
    query: options.question,
    limit: SEARCHED,
    snippets: WITH_SNIPPETS,
    embeddings: options.embeddings,
  });
  if (hits.length === 0) return [];
  const documentIds = [...new Set(hits.map((hit) => hit.documentId))];
  const documents = await db
    .select({ id: askDocDocuments.id, fileName: askDocDocuments.fileName })
    .from(askDocDocuments)
    .where(
      and(
        eq(askDocDocuments.orgId, orgId),
        eq(askDocDocuments.projectId, projectId),
        eq(askDocDocuments.status, 'ACTIVE'),
        inArray(askDocDocuments.id, documentIds),
      ),
    );
  const fileNames = new Map(documents.map((document) => [document.id, document.fileName]));
  return hits
    .flatMap((hit) => {
      const fileName = fileNames.get(hit.documentId);
      return fileName === undefined ? [] : [{ ...hit, fileName }];
    })
    .slice(0, options.limit);
}

/** The citation of a passage, with the snippet shown beside the answer. */
export function citationOf(passage: AnswerPassage, snippet: string): AskDocsCitation {
  return {
    documentId: passage.documentId,
    fileName: passage.fileName,
    page: passage.page,
    passageId: passage.id,
    snippet,
  };
}
