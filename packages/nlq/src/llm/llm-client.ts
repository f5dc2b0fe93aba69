import type {
  AnswerColumn,
  AskDocsAnswerStyle,
  Dialect,
  SemanticModel,
  StructuredQuery,
} from '@tabletalk/contracts';
import type { Example } from '../types';
import type { LlmUsage } from './llm-error';

/**
 * The built-in engine's best reading of a question it is not sure of, given to the model as a
 * hint it may correct: the reading in words and, when it compiled, its SQL and bound values.
 */
export interface EngineReading {
  interpretation: string;
  /** The reading compiled for the source's dialect; null when it did not compile or was declined. */
  sql: string | null;
  /** The values bound to the SQL's placeholders, in order. */
  params: readonly unknown[];
  /** Other readings the engine weighed, in words. */
  alternatives: readonly string[];
}

export interface GenerateSqlInput {
  model: SemanticModel;
  question: string;
  dialect: Dialect;
  examples: Example[];
  previous?: StructuredQuery | null;
  /** The engine's best reading, when it had one; the model may correct it. */
  reading?: EngineReading | null;
  /** The SQL that failed and the database's error message, for the one repair round. */
  repair?: { sql: string; error: string };
  signal?: AbortSignal;
}

export interface GeneratedSql {
  /** Text proposed by the model; empty when it declined. Only a guard may let it run. */
  sql: string;
  explanation: string;
  usage: LlmUsage;
}

export interface DescribeInput {
  question: string;
  columns: AnswerColumn[];
  /** Rows in column order; only the first 20 are sent. */
  rows: unknown[][];
  signal?: AbortSignal;
}

/** A sentence about the rows, and the tokens it cost (to charge to the organization's budget). */
export interface Description {
  text: string;
  usage: LlmUsage;
}

/** A passage of a document given to the model, numbered as the answer cites it (`[n]`). */
export interface NumberedPassage {
  n: number;
  /** The document's title or file name. */
  title: string;
  /** 1-based page number. */
  page: number;
  text: string;
}

export interface AnswerFromPassagesInput {
  question: string;
  /** The room's template instruction (focus, tone, audience), or null. It cannot change the rules. */
  instruction: string | null;
  style: AskDocsAnswerStyle;
  passages: NumberedPassage[];
  signal?: AbortSignal;
}

/**
 * An answer written from passages, checked to be grounded: plain text whose claims end with
 * markers `[k]`, where marker k stands for passage `sources[k - 1]` (a passage's `n`); `sources`
 * lists the passages in the order first cited, never empty, each a passage that was given.
 */
export interface PassageAnswer {
  text: string;
  sources: number[];
  usage: LlmUsage;
}

export interface EmbedInput {
  /** Texts to embed, in order (sent in batches of 64). */
  texts: readonly string[];
  signal?: AbortSignal;
}

/** One vector per text, in the texts' order, and the tokens spent (as input tokens). */
export interface Embeddings {
  vectors: number[][];
  usage: LlmUsage;
}

/** The language model as the question engine sees it. Every method throws `LlmError`. */
export interface LlmClient {
  /**
   * The configured embedding model's name, or null when embeddings are off (none configured, or
   * a provider without an embeddings API). Stored vectors are tagged with it.
   */
  readonly embeddingModel: string | null;
  generateSql(input: GenerateSqlInput): Promise<GeneratedSql>;
  describe(input: DescribeInput): Promise<Description>;
  /**
   * Answers a question from numbered document passages only, each claim cited; document text is
   * quoted data that cannot change the instructions. INVALID_OUTPUT when the reply cites none
   * of the passages given.
   */
  answerFromPassages(input: AnswerFromPassagesInput): Promise<PassageAnswer>;
  /**
   * Embeds texts with the embedding model, one vector per text in order. PROVIDER_FAILED when
   * embeddings are off (check `embeddingModel` first); INVALID_OUTPUT when the vectors do not
   * match the texts.
   */
  embed(input: EmbedInput): Promise<Embeddings>;
}
