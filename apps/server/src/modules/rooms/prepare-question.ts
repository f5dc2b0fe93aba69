import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import { assertCanAskQuestion, type OrgPlanRef } from '../entitlements';
import { getSourceForQuery, type QueryableSource } from '../sources';
import { getQuestionRoom, type QuestionRoom } from './find-room';

export interface QuestionTarget {
  room: QuestionRoom;
  queryable: QueryableSource;
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
 * and this month, and the source is ready to answer.
 * @throws AppError NOT_FOUND; SOURCE_DELETED_ROOM (the spec's message); PLAN_LIMIT naming the
 *   limit and how to lift it; SOURCE_NOT_READY.
 */
export async function prepareQuestion(
  ctx: Pick<AppContext, 'db' | 'env' | 'log' | 'now' | 'sourceRuntime'>,
  options: PrepareQuestionOptions,
): Promise<QuestionTarget> {
  const orgId = options.org.id;
  const room = await getQuestionRoom(ctx.db, {
    orgId,
    userId: options.userId,
    roomId: options.roomId,
  });
  if (room.sourceDeletedAt) throw new AppError('SOURCE_DELETED_ROOM');
  await assertCanAskQuestion(ctx, options.org);
  const queryable = await getSourceForQuery(ctx, {
    orgId,
    sourceId: options.sourceId ?? room.sourceId,
    deletedError: 'SOURCE_DELETED_ROOM',
  });
  return { room, queryable };
}
