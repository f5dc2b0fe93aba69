import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { SEARCH_CONFIGURATION } from '../search-configuration';
import { cleanText } from './clean-text';
import { arrayOf, numberOf, queryRows } from './query-rows';

/** A query's term: PostgreSQL's English lexeme, how often it occurs and where it first does. */
export interface QueryTerm {
  lexeme: string;
  count: number;
  position: number;
}

/** Characters of a query read (a pasted page is cut; its start carries the question). */
const MAX_QUERY_CHARS = 4000;
/** Terms kept, in the order they come. */
const MAX_TERMS = 48;

/**
 * The query's terms, stemmed and without stop words by the same English configuration as the
 * index (`to_tsvector`, which reads any text without error: quotes and operators are plain
 * characters to it).
 */
export async function readQueryTerms(db: Db, query: string): Promise<QueryTerm[]> {
  const text = cleanText(query.slice(0, MAX_QUERY_CHARS));
  if (!/[\p{L}\p{N}]/u.test(text)) return [];
  const rows = await queryRows(
    db,
    sql`SELECT lexeme, positions FROM unnest(to_tsvector(${SEARCH_CONFIGURATION}, ${text}))`,
  );
  return rows
    .map((row) => {
      const positions = arrayOf(row.positions).map(numberOf);
      return {
        lexeme: String(row.lexeme),
        count: Math.max(positions.length, 1),
        position: Math.min(...positions, Number.MAX_SAFE_INTEGER),
      };
    })
    .sort((a, b) => a.position - b.position)
    .slice(0, MAX_TERMS);
}
