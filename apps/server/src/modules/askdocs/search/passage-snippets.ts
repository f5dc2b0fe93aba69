import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { SEARCH_CONFIGURATION } from '../search-configuration';
import { numberOf, queryRows } from './query-rows';
import { anyOfQuery } from './tsquery-text';

/** A found passage as the search returns it. */
export interface PassageHit {
  id: string;
  documentId: string;
  title: string;
  page: number;
  position: number;
  text: string;
  score: number;
  /** The passage's best fragments, with the query's words at `highlights` (offsets into it). */
  snippet: string;
  highlights: { start: number; end: number }[];
}

/** Marks around a match in ts_headline's output: control characters, which the index removes. */
const START = '\u0002';
const STOP = '\u0003';

/** The snippet's text with the marks taken out, and where they were. */
export function readMarks(marked: string): Pick<PassageHit, 'snippet' | 'highlights'> {
  const highlights: PassageHit['highlights'] = [];
  let snippet = '';
  let start = -1;
  for (const char of marked) {
    if (char === START) start = snippet.length;
    else if (char === STOP && start >= 0) {
      if (snippet.length > start) highlights.push({ start, end: snippet.length });
      start = -1;
    } else if (char !== STOP) snippet += char;
  }
  return { snippet, highlights };
}

/** A snippet without marks: the passage's first words. */
function opening(text: string): Pick<PassageHit, 'snippet' | 'highlights'> {
  const words = text.split(' ');
  const snippet = words.slice(0, 30).join(' ');
  return { snippet: words.length > 30 ? `${snippet} …` : snippet, highlights: [] };
}

/**
 * The passages `ids` in full, the first `withSnippets` of them with a snippet (PostgreSQL's ts_headline: up to 2 fragments
 * of about 12–30 words around the query's words, which are marked). Scoped by org and project.
 */
export async function readPassages(
  db: Db,
  scope: { orgId: string; projectId: string },
  ids: string[],
  lexemes: string[],
  withSnippets: number,
): Promise<Map<string, Omit<PassageHit, 'score'>>> {
  const found = new Map<string, Omit<PassageHit, 'score'>>();
  if (ids.length === 0) return found;
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const query = lexemes.length > 0 ? anyOfQuery(lexemes) : '';
  const rows = await queryRows(
    db,
    sql`SELECT id, document_id, title, page, position, text,
        CASE WHEN id = ANY(${sql.param(ids.slice(0, withSnippets))}::uuid[])
          THEN ts_headline(${SEARCH_CONFIGURATION}, text, ${query}::tsquery, ${options}) END AS marked
      FROM askdoc_passages
      WHERE org_id = ${scope.orgId} AND project_id = ${scope.projectId}
        AND id = ANY(${sql.param(ids)}::uuid[])`,
  );
  for (const row of rows) {
    const id = String(row.id);
    found.set(id, {
      id,
      documentId: String(row.document_id),
      title: String(row.title),
      page: numberOf(row.page),
      position: numberOf(row.position),
      text: String(row.text),
      ...(typeof row.marked === 'string' ? readMarks(row.marked) : opening(String(row.text))),
    });
  }
  return found;
}
