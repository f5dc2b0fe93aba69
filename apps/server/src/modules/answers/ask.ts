import type { StructuredQuery } from '@tabletalk/contracts';
import type { Example } from '@tabletalk/nlq';
import type { AppContext } from '../../context';
import { type OrgPlanRef, type Reservation, reserveUsage } from '../../core/entitlements';
import type { QueryableSource } from '../sources';
import { answerEditedSql } from './answer-edited-sql';
import type { AnswerLog } from './answer-log';
import { answerStructuredQuery } from './answer-structured-query';
import { type AnsweredQuestion, answerText } from './answer-text';
import { findLanguageModel } from './language-model';

/** What asking needs of the app: the database and clock (usage), the configuration, the log. */
export type AskContext = Pick<AppContext, 'db' | 'env' | 'now'> & { log: AnswerLog };

/** Who asks: the organization, whose plan counts the question, and the person asking. */
export interface AskScope {
  /** With `ownerId`, so that a free plan's questions are counted against its owner. */
  org: OrgPlanRef;
  /** The person asking, as callers record it (rooms store it with the conversation). */
  userId: string;
}

/** Words, and what a follow-up in words reads with them. */
interface AskedInWords {
  text: string;
  /** The previous structured query (a room's last answer), which a follow-up refines. */
  previous?: StructuredQuery | null;
  /** The source's liked examples, matched before the rules. */
  examples?: Example[];
}

/**
 * One way of asking: words; a template already filled into words (asked as words); a structured
 * query (a picked reading, an edited filter chip), run as given; or SQL the user edited, run
 * through the same guard.
 */
export type AskQuestion =
  | ({ kind: 'text' } & AskedInWords)
  | ({ kind: 'template'; templateId: string } & AskedInWords)
  | { kind: 'structured-query'; query: StructuredQuery }
  | { kind: 'sql'; sql: string };

export interface AskInput {
  scope: AskScope;
  /**
   * The source asked: already read, or a reader run once the question is counted (what it
   * throws, such as SOURCE_NOT_READY, gives the count back like any other failure).
   */
  source: QueryableSource | (() => Promise<QueryableSource>);
  question: AskQuestion;
  /** Aborts the source's query (the client went away). */
  signal?: AbortSignal;
  /** Where this question's log lines go (a request's logger, with its id); `ctx.log` by default. */
  log?: AnswerLog;
  /**
   * The question's use of the plan, already counted by the caller (a dashboard's refresh counts
   * its items together, `reserveUsages`): taken instead of counting it again, and given back
   * like ask's own when anything fails.
   */
  reserved?: Reservation;
}

/** How a question went, the knowledge behind it, and the source that answered it. */
export interface Asked extends AnsweredQuestion {
  queryable: QueryableSource;
}

/** Answers one way of asking; structured queries and SQL use no knowledge beyond the model. */
async function answer(
  ctx: AskContext,
  queryable: QueryableSource,
  input: AskInput,
): Promise<AnsweredQuestion> {
  const { question, signal } = input;
  const log = input.log ?? ctx.log;
  const now = ctx.now();
  const asGiven = (result: AnsweredQuestion['result']): AnsweredQuestion => ({
    result,
    usedExample: false,
    knowledgeUsed: { example: null, synonyms: [], glossary: [] },
  });
  switch (question.kind) {
    case 'text':
    case 'template':
      return answerText(log, {
        orgId: input.scope.org.id,
        queryable,
        llm: findLanguageModel(ctx.env),
        question: question.text,
        previous: question.previous,
        examples: question.examples,
        signal,
        now,
      });
    case 'structured-query':
      return asGiven(
        await answerStructuredQuery(log, queryable, { query: question.query, signal, now }),
      );
    case 'sql':
      return asGiven(await answerEditedSql(log, queryable, { sql: question.sql, signal, now }));
  }
}

/**
 * The one way a question is asked, wherever it comes from (a room, the Validate step, and later
 * dashboards and alerts): counts it against the plan (`reserveUsage`: the day's and the month's
 * questions; or takes the use the caller `reserved`), reads the source when given a reader,
 * understands words (with the language model as fallback when one is configured) or takes the
 * structured query or SQL as given, compiles, guards, runs read-only and builds the answer.
 * `keep` (storing the answer, say) runs while the question is still counted: when anything fails,
 * up to and including `keep`, the count is given back, so only questions answered (and kept)
 * count.
 * @throws AppError PLAN_LIMIT naming the limit; what the source reader throws (SOURCE_NOT_READY...);
 *   KNOWLEDGE_NOT_READY; VALIDATION_FAILED for a structured query the source does not fit;
 *   QUERY_FAILED (a guard refusal or a database error), QUERY_TIMEOUT, QUERY_TOO_LARGE,
 *   CONNECTION_FAILED, RATE_LIMITED; and what `keep` throws.
 * @example
 *   const asked = await ask(ctx, { scope, source: queryable, question: { kind: 'text', text } });
 */
export async function ask(ctx: AskContext, input: AskInput): Promise<Asked>;
export async function ask<T>(
  ctx: AskContext,
  input: AskInput,
  keep: (asked: Asked) => Promise<T>,
): Promise<T>;
export async function ask<T>(
  ctx: AskContext,
  input: AskInput,
  keep?: (asked: Asked) => Promise<T>,
): Promise<Asked | T> {
  const use = input.reserved ?? (await reserveUsage(ctx, input.scope.org, 'question'));
  try {
    const queryable = typeof input.source === 'function' ? await input.source() : input.source;
    const asked = { ...(await answer(ctx, queryable, input)), queryable };
    return keep ? await keep(asked) : asked;
  } catch (error) {
    await use.release();
    throw error;
  }
}
