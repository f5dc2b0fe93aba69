import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { numberOf, queryRows } from './query-rows';
import { anyOfQuery } from './tsquery-text';

/** How many passages a project has, and how many of them hold each term (title or text). */
export interface TermFrequencies {
  passages: number;
  /** Passages holding the lexeme; a lexeme no passage holds is absent (0). */
  frequencies: Map<string, number>;
}

/**
 * The project's passage count and each lexeme's document frequency among its passages, for
 * weighting terms by how rare they are (BM25's idf). Found through the full-text index; filtered
 * by organization and project in the query itself.
 */
export async function readTermFrequencies(
  db: Db,
  scope: { orgId: string; projectId: string },
  lexemes: readonly string[],
): Promise<TermFrequencies> {
  const [count] = await queryRows(
    db,
    sql`SELECT count(*) AS passages FROM askdoc_passages
      WHERE org_id = ${scope.orgId} AND project_id = ${scope.projectId}`,
  );
  const frequencies = new Map<string, number>();
  if (lexemes.length > 0) {
    const rows = await queryRows(
      db,
      sql`SELECT u.lexeme, count(*) AS passages
        FROM askdoc_passages p, unnest(p.search) AS u
        WHERE p.org_id = ${scope.orgId} AND p.project_id = ${scope.projectId}
          AND p.search @@ ${anyOfQuery([...lexemes])}::tsquery
          AND u.lexeme = ANY(${sql.param([...lexemes])}::text[])
        GROUP BY u.lexeme`,
    );
    for (const row of rows) frequencies.set(String(row.lexeme), numberOf(row.passages));
  }
  return { passages: numberOf(count?.passages), frequencies };
}
