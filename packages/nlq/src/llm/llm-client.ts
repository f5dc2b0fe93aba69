import type { AnswerColumn, Dialect, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
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

/** The language model as the question engine sees it. Every method throws `LlmError`. */
export interface LlmClient {
  generateSql(input: GenerateSqlInput): Promise<GeneratedSql>;
  describe(input: DescribeInput): Promise<Description>;
}
