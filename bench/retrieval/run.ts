/**
 * Retrieval benchmark (`npm run bench:retrieval`, issue 14): a BEIR-layout folder (default
 * `../shared/bench/scifact`) indexed through the product's own code (`indexDocument` into a real
 * app database: in-memory PGlite, or a fresh database on the PostgreSQL server of
 * `TEST_DATABASE_URL`), every query with qrels asked through `searchPassages`, documents ranked by
 * their best passage. Prints nDCG@10 (binary gains), Recall@100, indexing time per 1,000
 * documents and the p50 time per query. Goal: nDCG@10 ≥ 0.70 (BM25: 0.665–0.679 on SciFact).
 *
 * Options: --data <folder>, --json (one JSON object as the last line), --queries <n> (the first
 * n queries only), --steps (also each ranking step on its own: plain PostgreSQL ts_rank_cd, then
 * BM25, + title, + the whole document, + proximity, + synonyms, + RM3 feedback), --ranking <json>
 * (measure other settings than the product's: e.g. '{"k1":0.9,"b":0.4}'), --embeddings (also embed
 * the passages and fuse the ranking by meaning, with the provider of the LLM_* variables).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../apps/server/src/db/client';
import { organizations } from '../../apps/server/src/db/schema';
import {
  DEFAULT_RANKING,
  type EmbeddingSearch,
  embedPassages,
  indexDocument,
  type Ranking,
  searchPassages,
} from '../../apps/server/src/modules/askdocs';
import { insertSearchScope } from '../../apps/server/src/modules/askdocs/test-helpers';
import { openTestDatabase, testDatabaseKind } from '../../apps/server/test/test-app';
import { benchEmbeddings } from './bench-embeddings';
import { loadBeir } from './load-beir';
import { documentsByBestPassage, ndcgAt, percentile, recallAt } from './metrics';
import { plainPostgresRanking } from './plain-postgres';

const here = path.dirname(fileURLToPath(import.meta.url));
const log = (line: string) => process.stdout.write(`${line}\n`);

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Passages asked for per query: enough to rank 100 documents when some have several. */
const PASSAGES_PER_QUERY = 300;

const OFF: Partial<Ranking> = {
  titleWeight: 0,
  documentWeight: 0,
  proximityWeight: 0,
  synonymWeight: 0,
  feedback: null,
};
const RM3 = { passages: 10, terms: 10, originalWeight: 0.5 };

/** Each ranking step added to the one before (`--steps`). */
const STEPS: { name: string; ranking: Partial<Ranking> | 'postgres' }[] = [
  { name: 'PostgreSQL ts_rank_cd (OR of terms, title A)', ranking: 'postgres' },
  { name: 'BM25 over passages (text only)', ranking: OFF },
  { name: '+ title (BM25F)', ranking: { ...OFF, titleWeight: 2 } },
  { name: '+ whole-document BM25F', ranking: { ...OFF, titleWeight: 2, documentWeight: 1 } },
  {
    name: '+ proximity (BM25TP, all pairs, weight 1)',
    ranking: {
      ...OFF,
      titleWeight: 2,
      documentWeight: 1,
      proximityWeight: 1,
      proximityWindow: 5,
      pairs: 'all',
    },
  },
  {
    name: '  instead: neighbouring pairs within 5, weight 0.18',
    ranking: {
      ...OFF,
      titleWeight: 2,
      documentWeight: 1,
      proximityWeight: 0.15 / 0.85,
      proximityWindow: 5,
    },
  },
  {
    name: '  instead: neighbouring pairs side by side, 0.1',
    ranking: { ...OFF, titleWeight: 2, documentWeight: 1, proximityWeight: 0.1 },
  },
  { name: '+ synonyms (the product default)', ranking: { feedback: null } },
  { name: '+ RM3 feedback', ranking: { feedback: RM3 } },
];

interface Scores {
  ndcg10: number;
  recall100: number;
  count: number;
  p50ms: number;
}

async function evaluate(
  database: Database,
  scope: { orgId: string; projectId: string },
  queries: { id: string; text: string; relevant: Set<string> }[],
  corpusIdOf: Map<string, string>,
  ranking: Partial<Ranking> | 'postgres',
  embeddings: EmbeddingSearch | null,
): Promise<Scores> {
  let ndcg = 0;
  let recall = 0;
  const times: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    const hits =
      ranking === 'postgres'
        ? await plainPostgresRanking(database.executeSql, {
            ...scope,
            query: query.text,
            limit: PASSAGES_PER_QUERY,
          })
        : await searchPassages(database.db, {
            ...scope,
            query: query.text,
            limit: PASSAGES_PER_QUERY,
            snippets: 10,
            ranking,
            embeddings,
          });
    times.push(performance.now() - started);
    const ranked = documentsByBestPassage(hits).map((id) => corpusIdOf.get(id) ?? id);
    ndcg += ndcgAt(ranked, query.relevant, 10);
    recall += recallAt(ranked, query.relevant, 100);
  }
  const count = queries.length;
  return { ndcg10: ndcg / count, recall100: recall / count, count, p50ms: percentile(times, 50) };
}

async function main() {
  const folder = path.resolve(argument('data') ?? path.join(here, '../../../shared/bench/scifact'));
  const json = process.argv.includes('--json');
  const set = loadBeir(folder);
  const limitQueries = Number(argument('queries') ?? Number.POSITIVE_INFINITY);
  const queries = set.queries
    .filter((query) => set.relevant.has(query.id))
    .slice(0, limitQueries)
    .map((query) => ({ ...query, relevant: set.relevant.get(query.id) ?? new Set<string>() }));
  const embeddings = process.argv.includes('--embeddings') ? benchEmbeddings(log) : null;
  const kind = testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  log(
    `${path.basename(folder)}: ${set.documents.length} documents, ${queries.length} queries with qrels; app database: ${kind}`,
  );

  const { database, drop } = await openTestDatabase();
  try {
    const db = database.db;
    const [org] = await db.insert(organizations).values({ name: 'Retrieval bench' }).returning();
    if (!org) throw new Error('organization not created');
    // The passages' project and document rows (no file behind them: the text is indexed as is).
    const rows = await insertSearchScope(db, { orgId: org.id, documents: set.documents.length });
    const scope = { orgId: org.id, projectId: rows.projectId };
    const corpusIdOf = new Map<string, string>();
    let passages = 0;
    const started = performance.now();
    for (const [index, document] of set.documents.entries()) {
      const documentId = rows.documentIds[index] ?? '';
      corpusIdOf.set(documentId, document.id);
      passages += await indexDocument(db, {
        ...scope,
        documentId,
        title: document.title,
        pages: [{ number: 1, text: document.text }],
      });
      if (embeddings) await embedPassages(db, embeddings, { ...scope, documentId });
    }
    const indexMs = performance.now() - started;
    const indexMsPer1k = (indexMs / Math.max(set.documents.length, 1)) * 1000;
    log(
      `indexed ${passages} passages in ${(indexMs / 1000).toFixed(1)} s (${indexMsPer1k.toFixed(0)} ms per 1,000 documents)`,
    );

    if (process.argv.includes('--steps')) {
      for (const step of STEPS) {
        const scores = await evaluate(
          database,
          scope,
          queries,
          corpusIdOf,
          step.ranking,
          embeddings,
        );
        log(
          `  ${step.name.padEnd(44)} nDCG@10 ${scores.ndcg10.toFixed(4)}  Recall@100 ${scores.recall100.toFixed(4)}  p50 ${scores.p50ms.toFixed(1)} ms`,
        );
      }
    }
    const override = argument('ranking');
    const ranking: Partial<Ranking> = override ? JSON.parse(override) : DEFAULT_RANKING;
    const scores = await evaluate(database, scope, queries, corpusIdOf, ranking, embeddings);
    log(`nDCG@10 ${scores.ndcg10.toFixed(4)} (goal ≥ 0.70; BM25 0.665–0.679)`);
    log(`Recall@100 ${scores.recall100.toFixed(4)}`);
    log(
      `indexing ${indexMsPer1k.toFixed(0)} ms per 1,000 documents; p50 ${scores.p50ms.toFixed(1)} ms per query`,
    );
    if (json) {
      log(JSON.stringify({ ...scores, indexMsPer1k, database: testDatabaseKind }));
    }
  } finally {
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
