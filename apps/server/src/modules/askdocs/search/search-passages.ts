import type { Db } from '../../../db/client';
import type { EmbeddingSearch } from './embedding-search';
import { expandQuery } from './expand-query';
import { fetchCandidates, readProjectStats } from './fetch-postings';
import { fuseRankings } from './fuse-rankings';
import { type PassageHit, readPassages } from './passage-snippets';
import { readQueryTerms } from './query-terms';
import { rankByEmbedding } from './rank-by-embedding';
import { DEFAULT_RANKING, type Ranking } from './ranking';
import { scoreCandidates, type WeightedTerm } from './score-candidates';
import { synonymsOf } from './synonyms';

export interface SearchOptions {
  orgId: string;
  projectId: string;
  query: string;
  /** Passages returned, best first (1–1000; default 10). */
  limit?: number;
  /** Snippets are made for the first this many hits (the rest show the passage's start). */
  snippets?: number;
  ranking?: Partial<Ranking>;
  /**
   * The configured embedding model, to fuse a ranking by meaning with the text ranking; null or
   * absent (or the model's embeddings off) leaves the text ranking exactly as it is.
   */
  embeddings?: EmbeddingSearch | null;
}

const MAX_LIMIT = 1000;
/** Passages taken from the ranking by meaning into the fusion, at least. */
const MEANING_DEPTH = 50;

/** The query's lexemes with their counts, then its synonyms' lexemes at the synonym weight. */
async function weightedTerms(
  db: Db,
  query: string,
  ranking: Ranking,
): Promise<{ terms: WeightedTerm[]; pairs: [string, string][] }> {
  const own = await readQueryTerms(db, query);
  const terms = own.map((term) => ({ lexeme: term.lexeme, weight: term.count }));
  const pairs = own.flatMap((first, index) =>
    own
      .slice(index + 1, ranking.pairs === 'all' ? own.length : index + 2)
      .map((second): [string, string] => [first.lexeme, second.lexeme]),
  );
  const synonyms = ranking.synonymWeight > 0 ? synonymsOf(query) : '';
  if (synonyms) {
    const known = new Set(terms.map((term) => term.lexeme));
    for (const term of await readQueryTerms(db, synonyms)) {
      if (!known.has(term.lexeme))
        terms.push({ lexeme: term.lexeme, weight: ranking.synonymWeight });
      known.add(term.lexeme);
    }
  }
  return { terms, pairs };
}

/**
 * Finds the passages of one project that best answer `query`, best first, each with its score
 * and a snippet with the query's words marked. Candidates are the passages holding any query
 * term or synonym (PostgreSQL full-text search, English stemming, GIN index); they are ranked by
 * BM25F over title and text, plus their whole document's BM25F, plus the query's word pairs found
 * side by side; RM3 feedback, when the ranking asks for it, widens the query from the top
 * passages and ranks again (see `Ranking`). Every query is filtered by organization and project.
 * With `embeddings` (an embedding model configured and the project's passages embedded by it),
 * the text ranking is fused by reciprocal rank fusion (k = 60) with the passages closest to the
 * query in meaning, so a passage sharing no word with the query can be found; when the query's
 * embedding fails, the text ranking stands alone. Scores are then the fused ones.
 * Any text is a valid query: operators and quotes are plain characters; a query with no words
 * finds nothing.
 */
export async function searchPassages(db: Db, options: SearchOptions): Promise<PassageHit[]> {
  const ranking: Ranking = { ...DEFAULT_RANKING, ...options.ranking };
  const limit = Math.min(Math.max(Math.floor(options.limit ?? 10), 1), MAX_LIMIT);
  const scope = { orgId: options.orgId, projectId: options.projectId };
  const query = await weightedTerms(db, options.query, ranking);
  let { terms } = query;
  if (terms.length === 0) return [];
  const stats = await readProjectStats(db, scope);
  const candidates = await fetchCandidates(
    db,
    scope,
    terms.map((term) => term.lexeme),
  );
  let ranked = scoreCandidates(candidates, terms, query.pairs, stats, ranking);
  if (ranking.feedback && ranked.length > 0) {
    const expanded = await expandQuery(db, scope, terms, ranked, ranking.feedback);
    const known = new Set(terms.map((term) => term.lexeme));
    const added = expanded.map((term) => term.lexeme).filter((lexeme) => !known.has(lexeme));
    const more = await fetchCandidates(db, scope, added);
    for (const [id, candidate] of more) {
      const existing = candidates.get(id);
      if (!existing) candidates.set(id, candidate);
      else
        for (const [lexeme, occurrence] of candidate.terms) existing.terms.set(lexeme, occurrence);
    }
    terms = expanded;
    ranked = scoreCandidates(candidates, terms, query.pairs, stats, ranking);
  }
  const byText = ranked
    .filter((item) => item.score > 0)
    .map((item) => ({ id: item.candidate.id, score: item.score }));
  const byMeaning = options.embeddings
    ? await rankByEmbedding(db, options.embeddings, {
        ...scope,
        query: options.query,
        limit: Math.max(limit, MEANING_DEPTH),
      })
    : null;
  const fused = byMeaning ? fuseRankings([byText.map((item) => item.id), byMeaning]) : byText;
  const top = fused.slice(0, limit);
  const withSnippets = Math.min(options.snippets ?? limit, top.length);
  const lexemes = query.terms.map((term) => term.lexeme);
  const passages = await readPassages(
    db,
    scope,
    top.map((item) => item.id),
    lexemes,
    withSnippets,
  );
  return top.flatMap((item) => {
    const passage = passages.get(item.id);
    return passage ? [{ ...passage, score: item.score }] : [];
  });
}
