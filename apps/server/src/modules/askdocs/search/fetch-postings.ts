import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { parseTsvector } from './parse-tsvector';
import { numberOf, queryRows } from './query-rows';
import { anyOfQuery } from './tsquery-text';

/** Where one term occurs in one passage: body positions, and how often in the title. */
export interface Occurrence {
  title: number;
  body: number[];
}

/** A passage containing at least one of the terms, with each term's occurrences. */
export interface Candidate {
  id: string;
  documentId: string;
  textWords: number;
  titleWords: number;
  documentWords: number;
  terms: Map<string, Occurrence>;
}

/** The project's passage count and mean lengths, for BM25's normalisation. */
export interface ProjectStats {
  passages: number;
  documents: number;
  meanDocumentWords: number;
  meanTextWords: number;
  meanTitleWords: number;
}

interface Scope {
  orgId: string;
  projectId: string;
}

/**
 * Every passage of the project that holds any of `lexemes` (found through the GIN index), with
 * where each of those lexemes occurs in it (read from the passage's tsvector, cut down in
 * the database to those lexemes). Filtered by
 * organization and project in the query itself.
 */
export async function fetchCandidates(
  db: Db,
  scope: Scope,
  lexemes: string[],
): Promise<Map<string, Candidate>> {
  const candidates = new Map<string, Candidate>();
  if (lexemes.length === 0) return candidates;
  const terms = sql.param(lexemes);
  const rows = await queryRows(
    db,
    sql`SELECT id, document_id, text_words, title_words, document_words,
        ts_filter(setweight(ts_filter(search, '{d}'), 'c', ${terms}::text[]), '{c}')::text AS body,
        ts_filter(setweight(ts_filter(search, '{a}'), 'b', ${terms}::text[]), '{b}')::text AS title
      FROM askdoc_passages
      WHERE org_id = ${scope.orgId} AND project_id = ${scope.projectId}
        AND search @@ ${anyOfQuery(lexemes)}::tsquery`,
  );
  for (const row of rows) {
    const terms = new Map<string, Occurrence>();
    for (const [lexeme, positions] of parseTsvector(String(row.body ?? ''))) {
      terms.set(lexeme, { title: 0, body: positions });
    }
    for (const [lexeme, positions] of parseTsvector(String(row.title ?? ''))) {
      const occurrence = terms.get(lexeme) ?? { title: 0, body: [] };
      occurrence.title = positions.length;
      terms.set(lexeme, occurrence);
    }
    const id = String(row.id);
    candidates.set(id, {
      id,
      documentId: String(row.document_id),
      textWords: numberOf(row.text_words),
      titleWords: numberOf(row.title_words),
      documentWords: numberOf(row.document_words),
      terms,
    });
  }
  return candidates;
}

/** Passage count and mean lengths over the whole project (not only the candidates). */
export async function readProjectStats(db: Db, scope: Scope): Promise<ProjectStats> {
  const [row] = await queryRows(
    db,
    sql`SELECT count(*) AS passages, count(DISTINCT document_id) AS documents,
        sum(text_words)::float8 AS words, avg(text_words)::float8 AS text_words,
        avg(title_words)::float8 AS title_words
      FROM askdoc_passages WHERE org_id = ${scope.orgId} AND project_id = ${scope.projectId}`,
  );
  return {
    passages: numberOf(row?.passages),
    documents: numberOf(row?.documents),
    meanDocumentWords: Math.max(numberOf(row?.words) / Math.max(numberOf(row?.documents), 1), 1),
    meanTextWords: Math.max(numberOf(row?.text_words), 1),
    meanTitleWords: Math.max(numberOf(row?.title_words), 1),
  };
}
