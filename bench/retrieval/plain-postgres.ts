import type { ExecuteSql } from '../../apps/server/src/db/client';

/**
 * The baseline the product's ranking is measured against: PostgreSQL alone, the passages
 * holding any query word (`websearch_to_tsquery` of the words joined by "or") ranked by
 * `ts_rank_cd` over the same index (title weight A, text D), normalised by length (flag 1).
 */
export async function plainPostgresRanking(
  executeSql: ExecuteSql,
  options: { orgId: string; projectId: string; query: string; limit: number },
): Promise<{ documentId: string; score: number }[]> {
  const words = options.query.match(/[\p{L}\p{N}]+/gu) ?? [];
  const text = words.filter((word) => word.toLowerCase() !== 'or').join(' or ');
  const { rows } = await executeSql(
    `SELECT document_id, ts_rank_cd(search, q, 1) AS score
      FROM askdoc_passages, websearch_to_tsquery('english'::regconfig, $3) q
      WHERE org_id = $1 AND project_id = $2 AND search @@ q
      ORDER BY score DESC LIMIT $4`,
    [options.orgId, options.projectId, text, options.limit],
  );
  return rows.map((row) => {
    const record = row as Record<string, unknown>;
    return { documentId: String(record.document_id), score: Number(record.score) };
  });
}
