import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { arrayOf, numberOf, queryRows } from './query-rows';
import type { Ranking } from './ranking';
import type { Scored, WeightedTerm } from './score-candidates';

/** Terms a feedback step may add: words of letters (numbers and codes are too specific). */
const EXPANSION_TERM = /^\p{L}[\p{L}\p{M}-]{1,30}$/u;

/**
 * RM3 (Lavrenko & Croft's relevance model, interpolated with the query as in Anserini): the
 * top-ranked passages are taken as relevant, each term's probability in them weighted by the
 * passage's score gives the relevance model, its strongest terms are mixed with the original
 * query (both normalised to sum 1; `originalWeight` for the query). Weights are scaled back so
 * the original query keeps its total weight. Only passages of the same organization and project.
 */
export async function expandQuery(
  db: Db,
  scope: { orgId: string; projectId: string },
  terms: WeightedTerm[],
  ranked: Scored[],
  feedback: NonNullable<Ranking['feedback']>,
): Promise<WeightedTerm[]> {
  const top = ranked.slice(0, feedback.passages).filter((item) => item.score > 0);
  if (top.length === 0) return terms;
  const ids = top.map((item) => item.candidate.id);
  const rows = await queryRows(
    db,
    sql`SELECT p.id, u.lexeme, u.positions
      FROM askdoc_passages p, unnest(p.search) u
      WHERE p.org_id = ${scope.orgId} AND p.project_id = ${scope.projectId}
        AND p.id = ANY(${sql.param(ids)}::uuid[])`,
  );
  const vectors = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const id = String(row.id);
    const vector = vectors.get(id) ?? new Map<string, number>();
    vector.set(String(row.lexeme), arrayOf(row.positions).map(numberOf).length);
    vectors.set(id, vector);
  }
  const model = new Map<string, number>();
  for (const item of top) {
    const vector = vectors.get(item.candidate.id);
    if (!vector) continue;
    const length = [...vector.values()].reduce((sum, tf) => sum + tf, 0) || 1;
    for (const [lexeme, tf] of vector) {
      if (!EXPANSION_TERM.test(lexeme)) continue;
      model.set(lexeme, (model.get(lexeme) ?? 0) + (item.score * tf) / length);
    }
  }
  const strongest = [...model.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, feedback.terms);
  const modelTotal = strongest.reduce((sum, [, weight]) => sum + weight, 0) || 1;
  const queryTotal = terms.reduce((sum, term) => sum + term.weight, 0) || 1;
  const mixed = new Map<string, number>();
  for (const term of terms) {
    mixed.set(term.lexeme, (feedback.originalWeight * term.weight) / queryTotal);
  }
  for (const [lexeme, weight] of strongest) {
    const added = ((1 - feedback.originalWeight) * weight) / modelTotal;
    mixed.set(lexeme, (mixed.get(lexeme) ?? 0) + added);
  }
  return [...mixed.entries()].map(([lexeme, weight]) => ({ lexeme, weight: weight * queryTotal }));
}
