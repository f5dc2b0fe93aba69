import { LlmError } from '@tabletalk/nlq';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askdocPassageEmbeddings, askdocPassages } from '../tables';
import { type EmbeddingSearch, embeddedText } from './embedding-search';

/** Passages embedded and stored together (a failure later keeps the earlier groups). */
const GROUP = 256;

/**
 * Embeds a document's indexed passages (title and text) with the configured embedding model and
 * stores the vectors, tagged with the model's name, charging the tokens to the organization.
 * Best effort: when embeddings are off nothing is called; when the budget is spent or the
 * provider fails, the failure is logged and the remaining passages simply have no vector (the
 * text search still finds them). Returns how many vectors were stored; throws nothing.
 */
export async function embedPassages(
  db: Db,
  embeddings: EmbeddingSearch,
  options: { orgId: string; projectId: string; documentId: string },
): Promise<number> {
  const { llm, log } = embeddings;
  const model = llm.client.embeddingModel;
  if (!model) return 0;
  const { orgId, projectId, documentId } = options;
  let stored = 0;
  try {
    const passages = await db
      .select({ id: askdocPassages.id, title: askdocPassages.title, text: askdocPassages.text })
      .from(askdocPassages)
      .where(
        and(
          eq(askdocPassages.orgId, orgId),
          eq(askdocPassages.projectId, projectId),
          eq(askdocPassages.documentId, documentId),
        ),
      )
      .orderBy(asc(askdocPassages.position));
    for (let start = 0; start < passages.length; start += GROUP) {
      if ((await llm.budget.remaining(orgId)) <= 0) {
        log.warn({ documentId }, 'token budget spent; passages left without embeddings');
        return stored;
      }
      const group = passages.slice(start, start + GROUP);
      const result = await llm.client.embed({
        texts: group.map(embeddedText),
        signal: embeddings.signal,
      });
      await llm.budget.record(orgId, result.usage.inputTokens + result.usage.outputTokens);
      const rows = group.map((passage, i) => ({
        passageId: passage.id,
        orgId,
        projectId,
        model,
        vector: result.vectors[i] ?? [],
      }));
      await db.insert(askdocPassageEmbeddings).values(rows).onConflictDoNothing();
      stored += rows.length;
    }
  } catch (error) {
    if (error instanceof LlmError && error.usage) {
      await llm.budget.record(orgId, error.usage.inputTokens + error.usage.outputTokens);
    }
    log.warn(
      { err: error, documentId },
      'passage embeddings failed; the text search still finds them',
    );
  }
  return stored;
}
