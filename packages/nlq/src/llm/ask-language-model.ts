import type { Dialect, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import type { Example } from '../types';
import type { LlmBudget } from './llm-budget';
import type { EngineReading, GeneratedSql, LlmClient } from './llm-client';
import { LlmError, type LlmErrorCode, type LlmUsage } from './llm-error';

/** The statement guard, bound by the caller to the source's dialect, row cap and tables. */
export type SqlGuard = (
  sql: string,
) => { ok: true; sql: string } | { ok: false; code: string; message: string };

export interface AskLanguageModelInput<T> {
  client: LlmClient;
  budget: LlmBudget;
  orgId: string;
  model: SemanticModel;
  question: string;
  dialect: Dialect;
  examples: Example[];
  previous?: StructuredQuery | null;
  /** The built-in engine's best reading, a hint the model may correct. */
  reading?: EngineReading | null;
  guard: SqlGuard;
  /** Runs guarded SQL on the source (read-only session, statement timeout); rejects on error. */
  run: (sql: string) => Promise<T>;
  /** The error text the model may see for a repair, or null to skip it (default: the message). */
  repairMessage?: (error: unknown) => string | null;
  signal?: AbortSignal;
}

export type LlmFailureCode = LlmErrorCode | 'REFUSED' | 'BUDGET_EXCEEDED' | 'QUERY_FAILED';

export type LanguageModelAnswer<T> =
  | { ok: true; sql: string; explanation: string; result: T; repaired: boolean; usage: LlmUsage }
  | {
      ok: false;
      code: LlmFailureCode;
      /** For server logs only; users get the built-in engine's message. */
      message: string;
      /** The last SQL the model proposed, for the audit log; null when there was none. */
      sql: string | null;
      usage: LlmUsage;
    };

type Failure = Extract<LanguageModelAnswer<unknown>, { ok: false }>;

const defaultRepairMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** Asks the model once, inside the org's budget, and counts what it spent. */
async function generate<T>(
  input: AskLanguageModelInput<T>,
  usage: LlmUsage,
  repair?: { sql: string; error: string },
): Promise<GeneratedSql | Failure> {
  const failure = (code: LlmFailureCode, message: string): Failure => ({
    ok: false,
    code,
    message,
    sql: repair?.sql ?? null,
    usage,
  });
  if ((await input.budget.remaining(input.orgId)) <= 0) {
    return failure(
      'BUDGET_EXCEEDED',
      'The organization has used its language-model tokens for today.',
    );
  }
  try {
    const { model, question, dialect, examples, previous, reading, signal } = input;
    const generated = await input.client.generateSql({
      model,
      question,
      dialect,
      examples,
      previous,
      reading,
      repair,
      signal,
    });
    await spend(input, usage, generated.usage);
    return generated;
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    if (error.usage) await spend(input, usage, error.usage);
    return failure(error.code, error.message);
  }
}

async function spend<T>(input: AskLanguageModelInput<T>, total: LlmUsage, spent: LlmUsage) {
  total.inputTokens += spent.inputTokens;
  total.outputTokens += spent.outputTokens;
  await input.budget.record(input.orgId, spent.inputTokens + spent.outputTokens);
}

/** Passes the model's SQL through the guard; a throwing guard refuses too (fail closed). */
function guarded<T>(input: AskLanguageModelInput<T>, generated: GeneratedSql, usage: LlmUsage) {
  const refuse = (message: string): Failure => ({
    ok: false,
    code: 'REFUSED',
    message,
    sql: generated.sql,
    usage,
  });
  if (!generated.sql) return refuse(`The model declined: ${generated.explanation}`);
  try {
    const verdict = input.guard(generated.sql);
    return verdict.ok ? verdict.sql : refuse(`${verdict.code}: ${verdict.message}`);
  } catch {
    return refuse('The guard could not classify the SQL.');
  }
}

type Attempt<T> = LanguageModelAnswer<T> | { repairWith: { sql: string; error: string } };

/** One ask → guard → run round; a database error worth repairing comes back as `repairWith`. */
async function attempt<T>(
  input: AskLanguageModelInput<T>,
  usage: LlmUsage,
  repair?: { sql: string; error: string },
): Promise<Attempt<T>> {
  const generated = await generate(input, usage, repair);
  if ('ok' in generated) return generated;
  const sql = guarded(input, generated, usage);
  if (typeof sql !== 'string') return sql;
  try {
    const result = await input.run(sql);
    const { explanation } = generated;
    return { ok: true, sql, explanation, result, repaired: repair !== undefined, usage };
  } catch (error) {
    const message = (input.repairMessage ?? defaultRepairMessage)(error);
    if (message === null) {
      return { ok: false, code: 'QUERY_FAILED', message: 'The query failed.', sql, usage };
    }
    return { repairWith: { sql, error: message } };
  }
}

/**
 * Answers a question the built-in engine declined or was unsure of with SQL from the language
 * model, given the engine's best reading as a hint when there is one: checks the org's token
 * budget, asks the model, passes its SQL through `guard`, runs it with `run`, and on a database
 * error makes exactly one repair round carrying the error text. Model output is only ever text
 * handed to the guard. Returns the result with its SQL, or a typed failure after which the caller
 * keeps the built-in engine's own answer or message.
 * Throws only what `budget` throws, or a non-`LlmError` from the client (a bug).
 */
export async function askLanguageModel<T>(
  input: AskLanguageModelInput<T>,
): Promise<LanguageModelAnswer<T>> {
  const usage: LlmUsage = { inputTokens: 0, outputTokens: 0 };
  const first = await attempt(input, usage);
  if (!('repairWith' in first)) return first;
  const second = await attempt(input, usage, first.repairWith);
  if (!('repairWith' in second)) return second;
  const { sql, error } = second.repairWith;
  return {
    ok: false,
    code: 'QUERY_FAILED',
    message: `Failed after one repair: ${error}`,
    sql,
    usage,
  };
}
