import type { StructuredQuery } from '@tabletalk/contracts';
import { AppError } from '@tabletalk/contracts';
import type { Example } from '@tabletalk/nlq';
import type { AppContext } from '../../../context';
import { findModelAtVersion, type QueryableSource, toQueryableSource } from '../../sources';
import { findQuestionContext, type QuestionContext } from './find-question-context';

/** A question about to be asked in a room: where, with what follow-up context, of which source. */
export interface RoomQuestion {
  room: QuestionContext['room'];
  /** The room's previous structured query, refined by a follow-up. */
  previous: StructuredQuery | null;
  /** The source's liked examples, matched before the rules. */
  examples: Example[];
  /**
   * Reads the source asked, for `ask` to call once the question is counted.
   * @throws AppError SOURCE_DELETED_ROOM (the spec's message) or NOT_FOUND when it is gone;
   *   SOURCE_NOT_READY.
   */
  source(): Promise<QueryableSource>;
}

export interface PrepareQuestionOptions {
  orgId: string;
  userId: string;
  roomId: string;
  /** The source to ask; the room's own by default. */
  sourceId?: string;
}

/**
 * Checks a question may be asked in a room, in the spec's order, before anything runs or is
 * stored: the room is the user's and its source was not deleted; then (once `ask` has counted the
 * question against the plan, so that concurrent questions cannot pass the limit together) the
 * source asked is live and ready to answer. What it reads comes in one query.
 * @throws AppError NOT_FOUND; SOURCE_DELETED_ROOM (the spec's message).
 */
export async function prepareQuestion(
  ctx: Pick<AppContext, 'db' | 'env' | 'log' | 'sourceRuntime'>,
  options: PrepareQuestionOptions,
): Promise<RoomQuestion> {
  const { orgId } = options;
  const context = await findQuestionContext(ctx.db, options);
  if (!context) throw new AppError('NOT_FOUND');
  if (context.room.sourceDeletedAt) throw new AppError('SOURCE_DELETED_ROOM');
  return {
    room: context.room,
    previous: context.previous,
    examples: context.examples,
    source: async () => {
      const { source } = context;
      if (!source) throw new AppError(context.sourceDeleted ? 'SOURCE_DELETED_ROOM' : 'NOT_FOUND');
      if (source.status !== 'ACTIVE') throw new AppError('SOURCE_NOT_READY');
      const model = await findModelAtVersion(ctx.db, source.id, context.modelVersion);
      return toQueryableSource(ctx, { orgId, source, model });
    },
  };
}
