import type { AnswerPassage } from './answer-passages';
import type { RelevanceTerm } from './relevance-terms';

/** A sentence of a found passage, with its lexemes (stemmed as the search stems). */
export interface CandidateSentence {
  text: string;
  lexemes: ReadonlySet<string>;
  passage: AnswerPassage;
  /** The passage's place in the search's ranking (0 is the best). */
  rank: number;
  /** The sentence's place in its passage. */
  index: number;
}

export interface ScoredSentence extends CandidateSentence {
  relevance: number;
}

/**
 * Least share of the question a sentence must cover to be cited at all: below it, the answer
 * says nothing was found rather than citing sentences that only share a word with the question.
 */
export const MIN_RELEVANCE = 0.3;
/**
 * A further sentence must cover at least this share of what the best one covers, so that one
 * sharing a single word of a question the best answers whole is not quoted beside it.
 */
const RELATIVE_RELEVANCE = 0.6;
/** Sentences sharing this share of their lexemes with one already picked repeat it. */
const NEAR_DUPLICATE = 0.7;

/**
 * The share of the question's weight a sentence covers: each question term it holds counts its
 * count × idf (a synonym its smaller weight), over the total of the question's own terms; at
 * most 1. Terms no passage holds weigh most, so a question about something the documents never
 * mention stays below `MIN_RELEVANCE` even when a common word of it matches.
 */
export function relevanceOf(lexemes: ReadonlySet<string>, terms: readonly RelevanceTerm[]): number {
  const total = terms
    .filter((term) => !term.isSynonym)
    .reduce((sum, term) => sum + term.weight * term.idf, 0);
  if (total <= 0) return 0;
  const covered = terms
    .filter((term) => lexemes.has(term.lexeme))
    .reduce((sum, term) => sum + term.weight * term.idf, 0);
  return Math.min(covered / total, 1);
}

/** Jaccard similarity of two sentences' lexemes. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const lexeme of a) if (b.has(lexeme)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

/** Best first: more relevant, then from a better-ranked passage, then earlier in it. */
function byRelevance(a: ScoredSentence, b: ScoredSentence): number {
  return b.relevance - a.relevance || a.rank - b.rank || a.index - b.index;
}

/**
 * Reading order for the picked sentences: documents in the order their best sentence came,
 * and within a document, as it reads (passage position, then place in the passage).
 */
function inReadingOrder(picked: ScoredSentence[]): ScoredSentence[] {
  const documentOrder = [...new Set(picked.map((sentence) => sentence.passage.documentId))];
  const documentOf = (sentence: ScoredSentence) =>
    documentOrder.indexOf(sentence.passage.documentId);
  return [...picked].sort(
    (a, b) =>
      documentOf(a) - documentOf(b) || a.passage.position - b.passage.position || a.index - b.index,
  );
}

/**
 * Picks the sentences that answer a question: those covering at least `MIN_RELEVANCE` of it and
 * `RELATIVE_RELEVANCE` of what the best covers, best first, without near-duplicates (overlapping passages repeat
 * sentences), at most `count`, then put in reading order. Empty when nothing is relevant enough.
 */
export function pickSentences(
  candidates: readonly CandidateSentence[],
  terms: readonly RelevanceTerm[],
  count: number,
): ScoredSentence[] {
  const scored = candidates
    .map((candidate) => ({ ...candidate, relevance: relevanceOf(candidate.lexemes, terms) }))
    .filter((sentence) => sentence.relevance >= MIN_RELEVANCE)
    .sort(byRelevance);
  const best = scored[0]?.relevance ?? 0;
  const picked: ScoredSentence[] = [];
  for (const sentence of scored) {
    if (picked.length >= count) break;
    if (sentence.relevance < best * RELATIVE_RELEVANCE) break;
    const repeats = picked.some(
      (chosen) => overlap(chosen.lexemes, sentence.lexemes) >= NEAR_DUPLICATE,
    );
    if (!repeats) picked.push(sentence);
  }
  return inReadingOrder(picked);
}
