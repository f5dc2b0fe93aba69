import type { StructuredQuery } from '@tabletalk/contracts';
import { AppError } from '@tabletalk/contracts';
import type { Example } from '@tabletalk/nlq';
import type { AppContext } from '../../context';
import { type OrgPlanRef, type Reservation, reserveUsage } from '../../core/entitlements';
import { findModelAtVersion, type QueryableSource, toQueryableSource } from '../sources';
import { findQuestionContext, type QuestionContext } from './find-question-context';

export interface QuestionTarget {
  room: QuestionContext['room'];
  queryable: QueryableSource;
  /** The room's previous structured query, refined by a follow-up. */
  previous: StructuredQuery | null;
  /** The source's liked examples, matched before the rules. */
  examples: Example[];
  /** The question, counted against the plan; release it if the question fails. */
  use: Reservation;
}

export interface PrepareQuestionOptions {
  org: OrgPlanRef;
  userId: string;
  roomId: string;
  /** The source to ask; the room's own by default. */
  sourceId?: string;
}

/**
 * Checks a question may be asked in a room, in this order, before anything runs or is stored:
 * the room is the user's, its source was not deleted, the plan allows one more question today
 * and this month (counting it now, so that concurrent questions cannot pass the limit together),
 * and the source is ready to answer. What it reads comes in one query.
 * @throws AppError NOT_FOUND; SOURCE_DELETED_ROOM (the spec's message); PLAN_LIMIT naming the
 *   limit and how to lift it; SOURCE_NOT_READY.
 */
export async function prepareQuestion(
  ctx: Pick<AppContext, 'db' | 'env' | 'log' | 'now' | 'sourceRuntime'>,
  options: PrepareQuestionOptions,
): Promise<QuestionTarget> {
  const orgId = options.org.id;
  const context = await findQuestionContext(ctx.db, {
    orgId,
    userId: options.userId,
    roomId: options.roomId,
    sourceId: options.sourceId,
  });
  if (!context) throw new AppError('NOT_FOUND');
  if (context.room.sourceDeletedAt) throw new AppError('SOURCE_DELETED_ROOM');
  const use = await reserveUsage(ctx, options.org, 'question');
  try {
    const { source } = context;
    if (!source) throw new AppError(context.sourceDeleted ? 'SOURCE_DELETED_ROOM' : 'NOT_FOUND');
    if (source.status !== 'ACTIVE') throw new AppError('SOURCE_NOT_READY');
    const model = await findModelAtVersion(ctx.db, source.id, context.modelVersion);
    return {
      room: context.room,
      queryable: toQueryableSource(ctx, { orgId, source, model }),
      previous: context.previous,
      examples: context.examples,
      use,
    };
  } catch (error) {
    await use.release();
    throw error;
  }
}

/**
 * Runs the work of a prepared question, giving its counted use back when the work fails (a query
 * error, a timeout, a client gone): only questions that were answered and stored count.
 */
export async function settleQuestion<T>(
  target: QuestionTarget,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await target.use.release();
    throw error;
  }
}
