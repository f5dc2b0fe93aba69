import type { KnowledgeUsed, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import type { Example } from '../types';
import type { ReadContext } from './context';
import { containsRun, findSynonymsUsed } from './synonyms-used';
import { type Token, tokenize } from './tokenize';

type GlossaryEntry = SemanticModel['glossary'][number];

const lemmasOfTokens = (tokens: Token[]) => tokens.map((token) => token.lemma);

/** Glossary entries whose term occurs in the tokens as whole words, singular or plural. */
function glossaryTermsIn(glossary: GlossaryEntry[], tokens: Token[]): GlossaryEntry[] {
  if (glossary.length === 0) return [];
  const words = lemmasOfTokens(tokens);
  return glossary.filter((entry) => containsRun(words, lemmasOfTokens(tokenize(entry.term))));
}

/**
 * The glossary entries of a model whose term a question names, as whole words and whatever the
 * case or number ("AOVs by region" names "AOV"). Never throws.
 * @example findGlossaryTerms(model, 'AOV by region') // [{ term: 'AOV', definition: '...' }]
 */
export function findGlossaryTerms(model: SemanticModel, question: string): GlossaryEntry[] {
  return glossaryTermsIn(model.glossary, tokenize(question));
}

/**
 * The knowledge behind a reading: the liked example it reused, the added synonyms that linked
 * the question to what the query uses, and the glossary terms the question names.
 */
export function knowledgeUsed(
  context: ReadContext,
  query: StructuredQuery,
  example?: Example,
): KnowledgeUsed {
  return {
    example: example ? { question: example.question } : null,
    synonyms: findSynonymsUsed(context, query),
    glossary: glossaryTermsIn(context.model.glossary, context.tokens),
  };
}
