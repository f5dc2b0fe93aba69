import type { AskDocsAnswerStyle } from '@tabletalk/contracts';
import type { Db } from '../../../db/client';
import { readTextLexemes, splitSentences } from '../search';
import type { AnswerPassage, DraftAnswer } from './answer-passages';
import { type CandidateSentence, pickSentences } from './pick-sentences';
import { readRelevanceTerms } from './relevance-terms';
import { writeAnswer } from './write-answer';

/** Sentences an answer quotes, by style. */
export const SENTENCES_BY_STYLE: Record<AskDocsAnswerStyle, number> = {
  concise: 2,
  detailed: 5,
  bullets: 4,
};
/** Fewer words than this is no statement ("Yes.", a page number). */
const MIN_SENTENCE_WORDS = 3;

/** The found passages' sentences, each once (overlapping passages repeat some), best passage first. */
function sentencesOf(passages: readonly AnswerPassage[]): Omit<CandidateSentence, 'lexemes'>[] {
  const seen = new Set<string>();
  return passages.flatMap((passage, rank) =>
    splitSentences(passage.text).flatMap((text, index) => {
      const key = text.toLowerCase();
      if (seen.has(key) || text.split(' ').length < MIN_SENTENCE_WORDS) return [];
      seen.add(key);
      return [{ text, passage, rank, index }];
    }),
  );
}

/**
 * The answer without a language model: the found passages cut into sentences, each weighed by
 * how much of the question it covers (the search's stemming and synonyms, terms weighted by their
 * rarity in the project), the best few for the style kept when relevant enough, near-duplicates
 * dropped, quoted in reading order with their citations; `NOTHING_FOUND_ANSWER` when no sentence
 * is relevant enough.
 */
export async function builtInAnswer(
  db: Db,
  options: {
    orgId: string;
    projectId: string;
    question: string;
    style: AskDocsAnswerStyle;
    passages: readonly AnswerPassage[];
  },
): Promise<DraftAnswer> {
  const sentences = sentencesOf(options.passages);
  if (sentences.length === 0) return writeAnswer([], options.style);
  const terms = await readRelevanceTerms(db, options, options.question);
  const lexemes = await readTextLexemes(
    db,
    sentences.map((sentence) => sentence.text),
  );
  const candidates = sentences.map((sentence, i) => ({
    ...sentence,
    lexemes: lexemes[i] ?? new Set<string>(),
  }));
  const picked = pickSentences(candidates, terms, SENTENCES_BY_STYLE[options.style]);
  return writeAnswer(picked, options.style);
}
