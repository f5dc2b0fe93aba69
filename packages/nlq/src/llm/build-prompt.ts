import type { Dialect, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import type { Example } from '../types';
import { DEFAULT_MAX_PROMPT_CHARS } from './llm-config';
import { LlmError } from './llm-error';
import { type DetailLevel, detailLevels, leanestLevel } from './prompt/detail-level';
import { pickExamples } from './prompt/pick-examples';
import { quote, quoteTable } from './prompt/quote';
import { rankTables } from './prompt/rank-tables';
import { renderData } from './prompt/render-data';
import { renderSchema } from './prompt/render-schema';
import { sqlInstructions } from './prompt/sql-instructions';
import { visibleModel } from './prompt/visible-model';

export interface BuildSqlPromptInput {
  model: SemanticModel;
  question: string;
  dialect: Dialect;
  examples: Example[];
  /** The room's previous structured query, which a follow-up question refines. */
  previous?: StructuredQuery | null;
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

const EXAMPLE_QUERY_CHARS = 1_500;
const PREVIOUS_QUERY_CHARS = 3_000;

function section(tag: string, body: string): string {
  return body ? `<${tag}>\n${body}\n</${tag}>` : '';
}

function renderExamples(examples: readonly Example[]): string {
  return examples
    .map((example) => ({ example, query: JSON.stringify(example.structuredQuery) }))
    .filter(({ query }) => query.length <= EXAMPLE_QUERY_CHARS)
    .map(
      ({ example, query }) =>
        `question ${quote(example.question, 300)} answered by ${quote(query)}`,
    )
    .join('\n');
}

/** The sections that never shrink: the previous query, the repair request and the question. */
function fixedSections(input: BuildSqlPromptInput): string[] {
  const previous = input.previous
    ? section('previous', `query ${quote(JSON.stringify(input.previous), PREVIOUS_QUERY_CHARS)}`)
    : '';
  const repair = input.repair
    ? section(
        'repair',
        `This query failed. Write a corrected one.\nsql ${quote(input.repair.sql, 4_000)}\nerror ${quote(input.repair.error, 1_000)}`,
      )
    : '';
  return [previous, repair, section('question', quote(input.question))];
}

/**
 * Builds the SQL-generation prompt: trusted instructions in the system message; the schema, data
 * (values, descriptions, glossary), examples, previous query, repair request and question in the
 * user message, every untrusted string JSON-quoted inside its section. Hidden columns never
 * appear. Large schemas are pruned to the relevant tables; when the text is over `maxChars`, it
 * sheds values, descriptions and examples, then the least relevant tables.
 * Throws `LlmError('PROMPT_TOO_LARGE')` when even one table without details does not fit.
 */
export function buildSqlPrompt(input: BuildSqlPromptInput): SqlPrompt {
  const maxChars = input.maxChars ?? DEFAULT_MAX_PROMPT_CHARS;
  const model = visibleModel(input.model);
  const ranked = rankTables(model, input.question);
  const system = sqlInstructions(input.dialect);
  const fixed = fixedSections(input);

  const render = (count: number, level: DetailLevel): SqlPrompt => {
    const tables = ranked.slice(0, count);
    const examples = pickExamples(input.examples, input.question, tables, level.examples);
    const prompt = [
      section('schema', renderSchema(tables, model.relationships)),
      section('data', renderData(model, tables, level)),
      section('examples', renderExamples(examples)),
      ...fixed,
    ]
      .filter((part) => part !== '')
      .join('\n\n');
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
