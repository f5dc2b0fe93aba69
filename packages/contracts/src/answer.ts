import { z } from 'zod';
import { displayKindSchema } from './enums';
import { columnTypeSchema, glossaryEntrySchema } from './semantic-model';
import { structuredQuerySchema } from './structured-query';

/**
 * One alternative reading the engine offers when it is unsure: a sentence built from the model's
 * real names and values, and the query it stands for. Picking one saves its wording as a synonym.
 */
export const readingSchema = z.object({
  text: z.string(),
  structuredQuery: structuredQuerySchema,
  /** The question's words this reading resolved differently, and what it took them to mean. */
  term: z.string().nullable(),
  meaning: z.string().nullable(),
});
export type Reading = z.infer<typeof readingSchema>;

/** A synonym of the source's knowledge that linked words of a question to a column or table. */
export const synonymUsedSchema = z.object({
  /** The synonym as the knowledge holds it ("sales"). */
  word: z.string(),
  /** What it stands for, as the knowledge labels it ("Revenue"). */
  target: z.string(),
  table: z.string(),
  /** Null for a synonym of the table itself. */
  column: z.string().nullable(),
});
export type SynonymUsed = z.infer<typeof synonymUsedSchema>;

/**
 * The knowledge that shaped a reading: the liked example it reused, the synonyms that linked the
 * question's words to the columns and tables it used, and the glossary terms the question names.
 */
export const knowledgeUsedSchema = z.object({
  example: z.object({ question: z.string() }).nullable(),
  synonyms: z.array(synonymUsedSchema),
  glossary: z.array(glossaryEntrySchema),
});
export type KnowledgeUsed = z.infer<typeof knowledgeUsedSchema>;

export const answerColumnSchema = z.object({ name: z.string(), type: columnTypeSchema });
export type AnswerColumn = z.infer<typeof answerColumnSchema>;

/** A Vega-Lite spec: declarative JSON, validated against the Vega-Lite schema before it is kept. */
export const chartSpecSchema = z.record(z.string(), z.unknown());
export type ChartSpec = z.infer<typeof chartSpecSchema>;

/**
 * Who wrote an answer's SQL: the built-in engine; the language model, asked because the engine
 * was not sure of the question or declined it; or the user, who edited the SQL.
 */
export const answerOriginSchema = z.enum(['engine', 'model', 'edited']);
export type AnswerOrigin = z.infer<typeof answerOriginSchema>;

/**
 * The answer to a question, returned by every call that answers one (rooms, dashboards, the
 * Validate step): the reading, the SQL run, the rows, and how to show them.
 */
export const answerSchema = z.object({
  /** Null when the SQL came from a language model rather than the built-in engine. */
  structuredQuery: structuredQuerySchema.nullable(),
  /** Who wrote the SQL; answers stored before this field existed were the engine's. */
  origin: answerOriginSchema.default('engine'),
  sql: z.string(),
  interpretation: z.string(),
  /** How sure the engine is of its reading, 0–1. */
  confidence: z.number().min(0).max(1),
  columns: z.array(answerColumnSchema),
  /** Rows as arrays in column order. */
  rows: z.array(z.array(z.unknown())),
  /** True when the row cap cut the result: `rows` are the first rows of a longer one. */
  truncated: z.boolean().default(false),
  displayKind: displayKindSchema,
  chart: chartSpecSchema.nullable(),
  /** One sentence computed from the result ("Revenue in 2023 was 1.2M, up 14% on 2022."). */
  description: z.string(),
  /** Data-quality notes: partial current period, a mostly empty column, rows cut at the limit. */
  notes: z.array(z.string()),
  /** Alternatives offered when unsure (at most 3); empty when the engine is sure. */
  readings: z.array(readingSchema).max(3),
});
export type Answer = z.infer<typeof answerSchema>;
