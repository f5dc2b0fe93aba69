/**
 * The Ask Docs passage index: documents cut into passages that keep their page, stored with a
 * full-text index in the app database, and searched with BM25F, proximity and RM3 feedback.
 */
export { type IndexDocumentOptions, indexDocument } from './index-document';
export type { PassageHit } from './passage-snippets';
export { DEFAULT_RANKING, type Ranking } from './ranking';
export { removeDocument } from './remove-document';
export { type SearchOptions, searchPassages } from './search-passages';
export {
  type PageText,
  type Passage,
  type SplitOptions,
  splitIntoPassages,
} from './split-into-passages';
