/**
 * The Ask Docs passage index: documents cut into passages that keep their page, stored with a
 * full-text index in the app database, and searched with BM25F, proximity and RM3 feedback;
 * with an embedding model configured, also embedded and ranked by meaning, fused with the text.
 * Its text rules (sentences, query terms and synonyms, lexemes of any text, term frequencies)
 * are exported too, so that answers weigh sentences by the same rules as the search.
 */
export { embedPassages } from './embed-passages';
export type { EmbeddingModelAccess, EmbeddingSearch } from './embedding-search';
export { type IndexDocumentOptions, indexDocument } from './index-document';
export type { PassageHit } from './passage-snippets';
export { type QueryTerm, readQueryTerms } from './query-terms';
export { bm25Idf, DEFAULT_RANKING, type Ranking } from './ranking';
export { removeDocument } from './remove-document';
export { type SearchOptions, searchPassages } from './search-passages';
export {
  type PageText,
  type Passage,
  type SplitOptions,
  splitIntoPassages,
} from './split-into-passages';
export { splitSentences } from './split-sentences';
export { synonymsOf } from './synonyms';
export { readTermFrequencies, type TermFrequencies } from './term-frequencies';
export { readTextLexemes } from './text-lexemes';
