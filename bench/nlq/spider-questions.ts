import { z } from 'zod';

export const hardnessLevels = ['easy', 'medium', 'hard', 'extra'] as const;
export type Hardness = (typeof hardnessLevels)[number];

const spiderQuestionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  db_id: z.string().min(1),
  question: z.string().min(1),
  gold_sql: z.string().min(1),
  hardness: z.enum(hardnessLevels),
});

/** One benchmark question, as a line of `questions.jsonl` gives it. */
export interface SpiderQuestion {
  id: number | string;
  dbId: string;
  question: string;
  goldSql: string;
  hardness: Hardness;
}

/**
 * Parses `questions.jsonl` (one JSON object a line; blank lines skipped). Throws an Error naming
 * the line when a line is not JSON or lacks a field.
 */
export function parseSpiderQuestions(text: string): SpiderQuestion[] {
  const questions: SpiderQuestion[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new Error(`questions.jsonl line ${index + 1} is not JSON`);
    }
    const parsed = spiderQuestionSchema.safeParse(json);
    if (!parsed.success) {
      const problem = parsed.error.issues[0];
      const where = problem?.path.join('.') || 'line';
      throw new Error(`questions.jsonl line ${index + 1}: ${where}: ${problem?.message}`);
    }
    const { id, db_id, question, gold_sql, hardness } = parsed.data;
    questions.push({ id, dbId: db_id, question, goldSql: gold_sql, hardness });
  }
  return questions;
}
