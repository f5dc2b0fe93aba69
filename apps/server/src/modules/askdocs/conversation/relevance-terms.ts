import type { Db } from '../../../db/client';
import {
  bm25Idf,
  DEFAULT_RANKING,
  readQueryTerms,
  readTermFrequencies,
  synonymsOf,
} from '../search';

/** A term of the question, weighted by its count and by how rare it is in the project. */
export interface RelevanceTerm {
  lexeme: string;
  /** Its count in the question; a synonym's is the search's synonym weight. */
  weight: number;
  /** BM25's idf over the project's passages (highest for a term no passage holds). */
  idf: number;
  /** Stands for a word of the question (from the built-in synonym list); it adds, never asks. */
  isSynonym: boolean;
}

/**
 * Words that phrase a question without naming its subject ("how many", "tell me about", "what
 * does it say", "must I"), which PostgreSQL's English stop words keep. Left out of a sentence's
 * relevance: a sentence need not hold them to answer. ("may" stays: it is also a month.)
 */
const QUESTION_WORDS = [
  'would',
  'could',
  'might',
  'must',
  'shall',
  'also',
  'regarding',
  'many',
  'much',
  'tell',
  'explain',
  'describe',
  'please',
  'say',
  'says',
  'said',
  'know',
  'get',
  'gets',
  'give',
  'find',
  'list',
  'mention',
  'mentioned',
  'according',
  'anything',
  'something',
  'thing',
  'things',
];
const QUESTION_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${QUESTION_WORDS.join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/**
 * The question's terms for judging how relevant a sentence is: its words stemmed as the search
 * stems them (question-phrasing words left out), then the built-in synonyms of its words, each
 * with its idf among the project's passages (org- and project-filtered).
 */
export async function readRelevanceTerms(
  db: Db,
  scope: { orgId: string; projectId: string },
  question: string,
): Promise<RelevanceTerm[]> {
  const subject = question.replace(QUESTION_WORD, ' ');
  const own = await readQueryTerms(db, subject);
  const terms = own.map((term) => ({ lexeme: term.lexeme, weight: term.count, isSynonym: false }));
  const known = new Set(terms.map((term) => term.lexeme));
  const synonyms = synonymsOf(subject);
  if (synonyms) {
    for (const term of await readQueryTerms(db, synonyms)) {
      if (known.has(term.lexeme)) continue;
      known.add(term.lexeme);
      terms.push({ lexeme: term.lexeme, weight: DEFAULT_RANKING.synonymWeight, isSynonym: true });
    }
  }
  const stats = await readTermFrequencies(db, scope, [...known]);
  return terms.map((term) => ({
    ...term,
    idf: bm25Idf(stats.passages, stats.frequencies.get(term.lexeme) ?? 0),
  }));
}
