import { createCircuitBreaker, createLlmClient, createMemoryBudget } from '@tabletalk/nlq';
import {
  type RecordedRequest,
  type StubProvider,
  type StubReply,
  startStubProvider,
} from '@tabletalk/nlq/testing';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../../test/test-app';
import { organizations } from '../../../core/identity';
import type { Database } from '../../../db/client';
import { askdocPassageEmbeddings } from '../tables';
import { insertSearchScope } from '../test-helpers';
import { embedPassages } from './embed-passages';
import type { EmbeddingSearch } from './embedding-search';
import { fuseRankings } from './fuse-rankings';
import { indexDocument } from './index-document';
import { searchPassages } from './search-passages';

/** The stub model's dimensions: a word's dimension is a hash of it, its synonyms share one. */
const DIMENSIONS = 64;
const SAME_MEANING: Record<string, string> = { canine: 'dog', hound: 'dog', puppy: 'dog' };

function dimensionOf(word: string): number {
  let hash = 7;
  for (const char of SAME_MEANING[word] ?? word) hash = (hash * 31 + char.charCodeAt(0)) % 10_007;
  return hash % DIMENSIONS;
}

/** A deterministic embedding: the text's lower-cased words counted by dimension, normalised. */
function bagOfWords(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const dimension = dimensionOf(word);
    vector[dimension] = (vector[dimension] ?? 0) + 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((x) => x / length);
}

/** An OpenAI-compatible `/v1/embeddings` answering with bag-of-words vectors. */
function embeddingsReply(request: RecordedRequest): StubReply {
  const { input } = request.body as { input: string[] };
  return {
    status: 200,
    body: {
      object: 'list',
      data: input.map((text, index) => ({
        object: 'embedding',
        index,
        embedding: bagOfWords(text),
      })),
      model: 'stub-embedder',
      usage: { prompt_tokens: input.length * 10, total_tokens: input.length * 10 },
    },
  };
}

const FILLER =
  'The committee met on Tuesday to review the annual budget and the plans for next year. ' +
  'Members discussed staffing, premises and the timetable for the coming months. ';

describe(`Ask Docs search by meaning, fused with the text ranking (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let stub: StubProvider;
  let orgId = '';
  let projectId = '';
  let documentIds: string[] = [];
  const newDocumentId = () => documentIds.shift() ?? '';
  const warnings: string[] = [];
  const log = {
    warn: (_: object, message: string) => {
      warnings.push(message);
    },
  };

  function embeddings(embeddingModel: string | null = 'stub-embedder'): EmbeddingSearch {
    const client = createLlmClient(
      {
        provider: 'openai-compatible',
        baseUrl: stub.baseUrl,
        model: 'stub-chat',
        embeddingModel: embeddingModel ?? undefined,
        maxRetries: 0,
      },
      { breaker: createCircuitBreaker(), retryDelayMs: 5 },
    );
    return { llm: { client, budget: createMemoryBudget({ tokensPerDay: 100_000 }) }, log };
  }

  async function index(title: string, text: string, embedding: EmbeddingSearch | null) {
    const documentId = newDocumentId();
    const scope = { orgId, projectId, documentId };
    await indexDocument(database.db, { ...scope, title, pages: [{ number: 1, text }] });
    if (embedding) await embedPassages(database.db, embedding, scope);
    return documentId;
  }

  const search = (query: string, embedding: EmbeddingSearch | null) =>
    searchPassages(database.db, { orgId, projectId, query, embeddings: embedding });

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const [org] = await database.db.insert(organizations).values({ name: 'A' }).returning();
    orgId = org?.id ?? '';
    ({ projectId, documentIds } = await insertSearchScope(database.db, { orgId, documents: 20 }));
  });
  afterAll(async () => {
    await drop();
  });
  beforeEach(async () => {
    stub = await startStubProvider();
    stub.setResponder(embeddingsReply);
    warnings.length = 0;
  });
  afterEach(async () => {
    await stub.close();
  });

  it('stores one vector per passage and charges the tokens to the organization', async () => {
    const embedding = embeddings();
    const documentId = await index(
      'Kennel notes',
      `${FILLER} Walk the dog twice a day.`,
      embedding,
    );
    const rows = await database.db
      .select()
      .from(askdocPassageEmbeddings)
      .where(eq(askdocPassageEmbeddings.projectId, projectId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.model === 'stub-embedder' && row.orgId === orgId)).toBe(true);
    expect(rows[0]?.vector).toHaveLength(DIMENSIONS);
    const sent = (stub.requests[0]?.body as { input: string[] } | undefined)?.input ?? [];
    expect(sent.some((text) => text.startsWith('Kennel notes\n\n'))).toBe(true);
    expect(await embedding.llm.budget.remaining(orgId)).toBe(100_000 - sent.length * 10);
    expect(documentId).not.toBe('');
  });

  it('finds a passage that shares no word with the query only when embeddings are on', async () => {
    const embedding = embeddings();
    const dog = await index('Pets', 'The puppy sleeps in a basket by the stove.', embedding);
    const byText = await search('canine', null);
    expect(byText.map((hit) => hit.documentId)).not.toContain(dog);
    const byMeaning = await search('canine', embedding);
    const found = byMeaning.find((hit) => hit.documentId === dog);
    expect(found?.snippet).toContain('puppy');
    expect(found?.score).toBeGreaterThan(0);
  });

  it("keeps the text ranking's top hit first and adds the passages close in meaning", async () => {
    const embedding = embeddings();
    const named = await index('Care', 'Canine dental care: brush teeth weekly.', embedding);
    const similar = await index('Care', 'Hound grooming: brush the coat daily.', embedding);
    const byText = await search('canine teeth', null);
    expect(byText[0]?.documentId).toBe(named);
    expect(byText.map((hit) => hit.documentId)).not.toContain(similar);
    const fused = await search('canine teeth', embedding);
    expect(fused[0]?.documentId).toBe(named);
    expect(fused.map((hit) => hit.documentId)).toContain(similar);
  });

  it('ranks by text alone, without an error, when the provider is down', async () => {
    await index('Care', 'Canine teeth need care too.', embeddings());
    const byText = await search('canine teeth', null);
    stub.setFallback({ status: 500, body: { error: { message: 'down' } } });
    const sent = stub.requests.length;
    const fused = await search('canine teeth', embeddings());
    expect(fused).toEqual(byText);
    expect(stub.requests).toHaveLength(sent + 1);
    expect(warnings).toEqual(['query embedding failed; passages are ranked by their text alone']);
  });

  it('indexes the document anyway when embedding its passages fails', async () => {
    stub.setFallback({ status: 503, body: { error: { message: 'down' } } });
    const embedding = embeddings();
    const documentId = await index('Notes', 'Feed the hound at noon.', embedding);
    const hits = await search('hound noon', null);
    expect(hits[0]?.documentId).toBe(documentId);
    expect(warnings).toEqual(['passage embeddings failed; the text search still finds them']);
  });

  it('calls no provider without an embedding model, and gives the text ranking as it is', async () => {
    const off = embeddings(null);
    const documentId = await index('Pets', 'A second puppy joined the family.', off);
    expect(await embedPassages(database.db, off, { orgId, projectId, documentId })).toBe(0);
    const byText = await search('canine', null);
    expect(await search('canine', off)).toEqual(byText);
    expect(stub.requests).toHaveLength(0);
  });
});

describe('fuseRankings', () => {
  it('adds 1 / (60 + rank) over the rankings, ties in the first ranking’s order', () => {
    const fused = fuseRankings([
      ['a', 'b', 'c'],
      ['c', 'd'],
    ]);
    expect(fused.map((item) => item.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(fused[0]?.score).toBeCloseTo(1 / 63 + 1 / 61);
    expect(fused[1]?.score).toBeCloseTo(1 / 61);
  });
});
