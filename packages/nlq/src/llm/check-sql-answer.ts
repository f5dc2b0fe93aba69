import { z } from 'zod';
import { LlmError, type LlmUsage } from './llm-error';
import { toPlainSentence } from './to-plain-sentence';

/** The JSON object the model must answer with; anything else is an unusable answer. */
export const sqlAnswerSchema = z.object({ sql: z.string(), explanation: z.string() });
export type SqlAnswer = z.infer<typeof sqlAnswerSchema>;

const MAX_SQL_CHARS = 20_000;

/**
 * Checks a parsed SQL answer and tidies it: SQL trimmed (an empty string means the model
 * declined), explanation reduced to one plain sentence. The SQL stays text for the guard to
 * judge; nothing here runs it. Throws `LlmError('INVALID_OUTPUT')` for SQL over 20,000 characters.
 */
export function checkSqlAnswer(answer: SqlAnswer, usage: LlmUsage): SqlAnswer {
  const sql = answer.sql.trim();
  if (sql.length > MAX_SQL_CHARS) {
    throw new LlmError('INVALID_OUTPUT', 'Unusable answer: the SQL is too long.', { usage });
  }
  return { sql, explanation: toPlainSentence(answer.explanation, 300) };
}
