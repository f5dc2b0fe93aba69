import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { SEARCH_CONFIGURATION } from '../search-configuration';
import { cleanText } from './clean-text';
import { numberOf, queryRows } from './query-rows';

/**
 * The lexemes of each text, as the index would store them (PostgreSQL's English configuration:
 * stemmed, stop words left out), in one query; an entry per text, in order. Lets a caller
 * compare sentences with a query's terms (`readQueryTerms`) by the same rules as the search.
 */
export async function readTextLexemes(db: Db, texts: readonly string[]): Promise<Set<string>[]> {
  const found = texts.map(() => new Set<string>());
  if (texts.length === 0) return found;
  const rows = await queryRows(
    db,
    sql`SELECT t.ord, u.lexeme
      FROM unnest(${sql.param(texts.map(cleanText))}::text[]) WITH ORDINALITY AS t(body, ord),
        unnest(to_tsvector(${SEARCH_CONFIGURATION}, t.body)) AS u`,
  );
  for (const row of rows) found[numberOf(row.ord) - 1]?.add(String(row.lexeme));
  return found;
}
