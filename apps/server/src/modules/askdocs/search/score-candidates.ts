import type { Candidate, Occurrence, ProjectStats } from './fetch-postings';
import { bm25Idf, type Ranking } from './ranking';

/** A query lexeme and its weight (its count in the query, or less for an added term). */
export interface WeightedTerm {
  lexeme: string;
  weight: number;
}

export interface Scored {
  candidate: Candidate;
  score: number;
}

/** What BM25F reads of a unit (a passage, or a whole document): its terms and lengths. */
interface Unit {
  terms: Map<string, { title: number; body: number }>;
  textWords: number;
  titleWords: number;
}

/** BM25F: title and text each normalised by their own length, the title weighted, then saturated. */
function bm25f(
  unit: Unit,
  terms: WeightedTerm[],
  idfs: Map<string, number>,
  meanTextWords: number,
  meanTitleWords: number,
  ranking: Ranking,
): number {
  const { k1, b, titleB, titleWeight } = ranking;
  const textNorm = 1 - b + (b * unit.textWords) / meanTextWords;
  const titleNorm = 1 - titleB + (titleB * unit.titleWords) / meanTitleWords;
  let score = 0;
  for (const term of terms) {
    const found = unit.terms.get(term.lexeme);
    if (!found) continue;
    const tf = (titleWeight * found.title) / titleNorm + found.body / textNorm;
    score += term.weight * (idfs.get(term.lexeme) ?? 0) * ((tf * (k1 + 1)) / (k1 + tf));
  }
  return score;
}

/** BM25TP's pair weight: Σ 1/d² over occurrences of `a` and `b` at most `window` words apart. */
function pairCloseness(a: number[], b: number[], window: number): number {
  let sum = 0;
  let start = 0;
  for (const position of a) {
    while (start < b.length && (b[start] ?? 0) < position - window) start += 1;
    for (let index = start; index < b.length && (b[index] ?? 0) <= position + window; index += 1) {
      const distance = Math.abs((b[index] ?? 0) - position);
      if (distance > 0) sum += 1 / (distance * distance);
    }
  }
  return sum;
}

/** BM25TP over the query's neighbouring term pairs found near each other in the text. */
function proximity(
  candidate: Candidate,
  pairs: [string, string][],
  idfs: Map<string, number>,
  meanTextWords: number,
  ranking: Ranking,
): number {
  const { k1, b } = ranking;
  const saturation = k1 * (1 - b + (b * candidate.textWords) / meanTextWords);
  let score = 0;
  for (const [a, c] of pairs) {
    const first = candidate.terms.get(a)?.body;
    const second = candidate.terms.get(c)?.body;
    if (!first?.length || !second?.length) continue;
    const near = pairCloseness(first, second, ranking.proximityWindow);
    if (near === 0) continue;
    const weight = Math.min(idfs.get(a) ?? 0, idfs.get(c) ?? 0);
    score += weight * ((near * (k1 + 1)) / (saturation + near));
  }
  return score;
}

function counts(terms: Map<string, Occurrence>): Unit['terms'] {
  const out: Unit['terms'] = new Map();
  for (const [lexeme, occurrence] of terms) {
    out.set(lexeme, { title: occurrence.title, body: occurrence.body.length });
  }
  return out;
}

/** Each document's candidate passages taken together: term counts summed, the title once. */
function documentUnits(candidates: Iterable<Candidate>): Map<string, Unit> {
  const documents = new Map<string, Unit>();
  for (const candidate of candidates) {
    const unit = documents.get(candidate.documentId) ?? {
      terms: new Map(),
      textWords: candidate.documentWords,
      titleWords: candidate.titleWords,
    };
    for (const [lexeme, occurrence] of candidate.terms) {
      const sum = unit.terms.get(lexeme) ?? { title: 0, body: 0 };
      sum.title = Math.max(sum.title, occurrence.title);
      sum.body += occurrence.body.length;
      unit.terms.set(lexeme, sum);
    }
    documents.set(candidate.documentId, unit);
  }
  return documents;
}

/** Units holding each lexeme: every unit holding a query term is among the candidates. */
function idfsOver(units: Iterable<Unit>, count: number, terms: WeightedTerm[]) {
  const df = new Map<string, number>();
  for (const unit of units) {
    for (const lexeme of unit.terms.keys()) df.set(lexeme, (df.get(lexeme) ?? 0) + 1);
  }
  return new Map(terms.map((term) => [term.lexeme, bm25Idf(count, df.get(term.lexeme) ?? 0)]));
}

/**
 * Scores candidates: BM25F over the passage's title and text, plus BM25TP's proximity of the
 * query's neighbouring term pairs in the text (a phrase scores above the same words scattered), plus
 * (`documentWeight`) BM25F of the passage's whole document, so a passage of a document about
 * the question ranks above a stray mention (Callan's passage and document evidence).
 */
export function scoreCandidates(
  candidates: Map<string, Candidate>,
  terms: WeightedTerm[],
  pairs: [string, string][],
  stats: ProjectStats,
  ranking: Ranking,
): Scored[] {
  const passages = new Map(
    [...candidates.values()].map((candidate) => [
      candidate.id,
      {
        terms: counts(candidate.terms),
        textWords: candidate.textWords,
        titleWords: candidate.titleWords,
      },
    ]),
  );
  const idfs = idfsOver(passages.values(), stats.passages, terms);
  const documents = ranking.documentWeight > 0 ? documentUnits(candidates.values()) : new Map();
  const documentIdfs = idfsOver(documents.values(), stats.documents, terms);
  const documentScores = new Map<string, number>();
  for (const [id, unit] of documents) {
    const score = bm25f(
      unit,
      terms,
      documentIdfs,
      stats.meanDocumentWords,
      stats.meanTitleWords,
      ranking,
    );
    documentScores.set(id, score);
  }
  const scored: Scored[] = [];
  for (const candidate of candidates.values()) {
    const unit = passages.get(candidate.id);
    if (!unit) continue;
    let score = bm25f(unit, terms, idfs, stats.meanTextWords, stats.meanTitleWords, ranking);
    if (ranking.proximityWeight > 0) {
      const near = proximity(candidate, pairs, idfs, stats.meanTextWords, ranking);
      score += ranking.proximityWeight * near;
    }
    score += ranking.documentWeight * (documentScores.get(candidate.documentId) ?? 0);
    scored.push({ candidate, score });
  }
  return scored.sort((x, y) => y.score - x.score || x.candidate.id.localeCompare(y.candidate.id));
}
