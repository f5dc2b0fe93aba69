import type { Dialect, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import type { Example } from '../types';
import type { EngineReading } from './llm-client';
import { DEFAULT_MAX_PROMPT_CHARS } from './llm-config';
import { LlmError } from './llm-error';
import { type DetailLevel, detailLevels, leanestLevel } from './prompt/detail-level';
import { promptSections, renderSections } from './prompt/prompt-sections';
import { quoteTable } from './prompt/quote';
import { rankTables } from './prompt/rank-tables';
import { sqlInstructions } from './prompt/sql-instructions';
import { visibleModel } from './prompt/visible-model';

export interface BuildSqlPromptInput {
  model: SemanticModel;
  question: string;
  dialect: Dialect;
  examples: Example[];
  /** The room's previous structured query, which a follow-up question refines. */
  previous?: StructuredQuery | null;
  /** The built-in engine's best reading, shown as a hint the model may correct. */
  reading?: EngineReading | null;
  /** The SQL that failed and the database's error, for the one repair round. */
  repair?: { sql: string; error: string };
  /** Cap on system plus user message, in characters (default 24,000). */
  maxChars?: number;
}

export interface SqlPrompt {
  system: string;
  prompt: string;
  /** The tables the prompt shows, as `"schema"."table"`, most relevant first. */
  tables: string[];
}

/**
 * Builds the SQL-generation prompt: trusted instructions in the system message; the schema, data
 * (values, descriptions, glossary), examples, the engine's reading, previous query, repair request
 * and question in the user message (`promptSections`), every untrusted string JSON-quoted inside
 * its section. Hidden columns never appear. Large schemas are pruned to the relevant tables;
 * when the text is over `maxChars`, it sheds values, descriptions and examples, then the least
 * relevant tables.
 * Throws `LlmError('PROMPT_TOO_LARGE')` when even one table without details does not fit.
 */
export function buildSqlPrompt(input: BuildSqlPromptInput): SqlPrompt {
  const maxChars = input.maxChars ?? DEFAULT_MAX_PROMPT_CHARS;
  const model = visibleModel(input.model);
  const ranked = rankTables(model, input.question);
  const system = sqlInstructions(input.dialect, promptSections);

  const render = (count: number, level: DetailLevel): SqlPrompt => {
    const tables = ranked.slice(0, count);
    const prompt = renderSections({ ...input, model, tables, level });
    return { system, prompt, tables: tables.map(quoteTable) };
  };
  const fits = (prompt: SqlPrompt) => prompt.system.length + prompt.prompt.length <= maxChars;

  for (const level of detailLevels) {
    const prompt = render(ranked.length, level);
    if (fits(prompt)) return prompt;
  }
  for (let count = ranked.length - 1; count >= 1; count -= 1) {
    const prompt = render(count, leanestLevel);
    if (fits(prompt)) return prompt;
  }
  throw new LlmError('PROMPT_TOO_LARGE', `The prompt does not fit in ${maxChars} characters.`);
}
