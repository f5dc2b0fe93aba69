import type { SemanticModel, SemanticTable, StructuredQuery } from '@tabletalk/contracts';
import type { Example } from '../../types';
import type { EngineReading } from '../llm-client';
import type { DetailLevel } from './detail-level';
import { pickExamples } from './pick-examples';
import { quote } from './quote';
import { renderData } from './render-data';
import { renderMeasures } from './render-measures';
import { renderReading } from './render-reading';
import { renderSchema } from './render-schema';

/** What a section may draw on: the request, and the tables and detail level that fit the cap. */
export interface SectionInput {
  /** The model without hidden columns. */
  model: SemanticModel;
  /** The tables shown, most relevant first. */
  tables: readonly SemanticTable[];
  level: DetailLevel;
  question: string;
  examples: readonly Example[];
  previous?: StructuredQuery | null;
  reading?: EngineReading | null;
  repair?: { sql: string; error: string };
}

/**
 * One tagged part of the user message. `render` returns '' to leave the section out; `rule`,
 * when set, is what the system message tells the model about it.
 */
export interface PromptSection {
  tag: string;
  render: (input: SectionInput) => string;
  rule?: string;
}

const EXAMPLE_QUERY_CHARS = 1_500;
const PREVIOUS_QUERY_CHARS = 3_000;

function renderExamples(input: SectionInput): string {
  const examples = pickExamples(input.examples, input.question, input.tables, input.level.examples);
  return examples
    .map((example) => ({ example, query: JSON.stringify(example.structuredQuery) }))
    .filter(({ query }) => query.length <= EXAMPLE_QUERY_CHARS)
    .map(
      ({ example, query }) =>
        `question ${quote(example.question, 300)} answered by ${quote(query)}`,
    )
    .join('\n');
}

function renderPrevious({ previous }: SectionInput): string {
  return previous ? `query ${quote(JSON.stringify(previous), PREVIOUS_QUERY_CHARS)}` : '';
}

function renderRepair({ repair }: SectionInput): string {
  if (!repair) return '';
  return `This query failed. Write a corrected one.\nsql ${quote(repair.sql, 4_000)}\nerror ${quote(repair.error, 1_000)}`;
}

/**
 * The user message's sections in order. The knowledge comes first (schema, data, named
 * calculations, liked examples), then what is about this question: the
 * engine's reading, the previous query, the repair request, and the question last.
 */
export const promptSections: readonly PromptSection[] = [
  { tag: 'schema', render: (input) => renderSchema(input.tables, input.model.relationships) },
  { tag: 'data', render: (input) => renderData(input.model, input.tables, input.level) },
  {
    tag: 'measures',
    render: (input) => renderMeasures(input.model, input.tables),
    rule: "<measures> are the source's named calculations: when the question names one, compute it with exactly its formula (aggregates included), joining the tables its columns come from.",
  },
  { tag: 'examples', render: renderExamples },
  {
    tag: 'reading',
    render: (input) => renderReading(input.reading),
    rule: "<reading> is how Tabletalk's built-in engine read the question, which it was not sure of, with the SQL it would run. It may be wrong: use it as a hint, and write your own query when the question or the schema says otherwise.",
  },
  { tag: 'previous', render: renderPrevious },
  { tag: 'repair', render: renderRepair },
  { tag: 'question', render: (input) => quote(input.question) },
];

/**
 * The user message: every section that has something to say, as `<tag>\nbody\n</tag>`, in the
 * order of `promptSections`. Pure; throws nothing.
 */
export function renderSections(input: SectionInput): string {
  return promptSections
    .map(({ tag, render }) => ({ tag, body: render(input) }))
    .filter(({ body }) => body !== '')
    .map(({ tag, body }) => `<${tag}>\n${body}\n</${tag}>`)
    .join('\n\n');
}
