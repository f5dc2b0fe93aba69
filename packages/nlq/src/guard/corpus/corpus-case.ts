/** One statement of a guard corpus, with a readable name for test output. */
export interface CorpusCase {
  name: string;
  sql: string;
}
