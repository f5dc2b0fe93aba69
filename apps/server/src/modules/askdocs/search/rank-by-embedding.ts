import { LlmError } from '@tabletalk/nlq';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askdocPassageEmbeddings } from '../tables';
import type { EmbeddingSearch } from './embedding-search';

/**
 * Passages of one project compared with a query at most; past this many (in passage id order) the
 * rest are not considered by meaning, only by text. It bounds one search's work without a vector
 * index: vectors are read in pages, so memory holds one page and the similarities.
 */
export const MAX_COMPARED = 20_000;
/** Vectors read per database query. */
const PAGE = 1_000;

function norm(vector: readonly number[]): number {
  let sum = 0;
  for (const x of vector) sum += x * x;
  return Math.sqrt(sum);
}

/** Cosine similarity of two vectors of one length; 0 when either is all zeros. */
function cosine(a: readonly number[], aNorm: number, b: readonly number[]): number {
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += (a[i] ?? 0) * (b[i] ?? 0);
  const bNorm = norm(b);
  return aNorm === 0 || bNorm === 0 ? 0 : dot / (aNorm * bNorm);
}

/** Whether the project has any passage embedded by `model` (else the query is not embedded). */
async function hasVectors(db: Db, scope: { orgId: string; projectId: string }, model: string) {
  const rows = await db
    .select({ id: askdocPassageEmbeddings.passageId })
    .from(askdocPassageEmbeddings)
    .where(
      and(
        eq(askdocPassageEmbeddings.orgId, scope.orgId),
        eq(askdocPassageEmbeddings.projectId, scope.projectId),
        eq(askdocPassageEmbeddings.model, model),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The query's vector, its tokens charged to the organization; null when it cannot be had. */
async function embedQuery(embeddings: EmbeddingSearch, orgId: string, query: string) {
  const { llm, log } = embeddings;
  if ((await llm.budget.remaining(orgId)) <= 0) return null;
  try {
    const { vectors, usage } = await llm.client.embed({
      texts: [query],
      signal: embeddings.signal,
    });
    await llm.budget.record(orgId, usage.inputTokens + usage.outputTokens);
    return vectors[0] ?? null;
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    if (error.usage) await llm.budget.record(orgId, error.usage.inputTokens);
    log.warn({ err: error }, 'query embedding failed; passages are ranked by their text alone');
    return null;
  }
}

/**
 * The ids of the `limit` passages of a project closest in meaning to `query` (cosine similarity of
 * the configured embedding model's vectors, only those stored by that same model), best first.
 * Reads the project's vectors in pages of 1,000 and compares at most `MAX_COMPARED` of them.
 * Null when embeddings are off, the project has no vectors of the model, the budget is spent or
 * the query's embedding fails (logged): the caller ranks by text alone. Filtered by organization
 * and project. Throws only database errors.
 */
export async function rankByEmbedding(
  db: Db,
  embeddings: EmbeddingSearch,
  options: { orgId: string; projectId: string; query: string; limit: number },
): Promise<string[] | null> {
  const model = embeddings.llm.client.embeddingModel;
  if (!model || !(await hasVectors(db, options, model))) return null;
  const target = await embedQuery(embeddings, options.orgId, options.query);
  if (!target) return null;
  const targetNorm = norm(target);
  const scored: { id: string; similarity: number }[] = [];
  let after = '';
  let read = 0;
  while (read < MAX_COMPARED) {
    const size = Math.min(PAGE, MAX_COMPARED - read);
    const page = await db
      .select({ id: askdocPassageEmbeddings.passageId, vector: askdocPassageEmbeddings.vector })
      .from(askdocPassageEmbeddings)
      .where(
        and(
          eq(askdocPassageEmbeddings.orgId, options.orgId),
          eq(askdocPassageEmbeddings.projectId, options.projectId),
          eq(askdocPassageEmbeddings.model, model),
          after ? gt(askdocPassageEmbeddings.passageId, after) : undefined,
        ),
      )
      .orderBy(asc(askdocPassageEmbeddings.passageId))
      .limit(size);
    read += page.length;
    for (const row of page) {
      if (row.vector.length !== target.length) continue;
      scored.push({ id: row.id, similarity: cosine(target, targetNorm, row.vector) });
    }
    const last = page.at(-1);
    if (!last || page.length < size) break;
    after = last.id;
  }
  return scored
    .filter((item) => item.similarity > 0)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, options.limit)
    .map((item) => item.id);
}
