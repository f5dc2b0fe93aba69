import { AppError, type AskInRoomRequest } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import type { OrgPlanRef } from '../../../core/entitlements';
import { type AnswerLog, type Asked, type AskQuestion, ask } from '../../answers';
import { getQuestionRoom } from '../find-room';
import type { ConversationRow } from '../presenter';
import { fillTemplate, findUsableTemplate } from '../templates';
import { askInRoom } from './ask-in-room';
import { prepareQuestion } from './prepare-question';
import { savePickedReading } from './save-picked-reading';
import { storeConversation } from './store-conversation';

export interface AskInRoomWithOptions {
  org: OrgPlanRef;
  userId: string;
  request: AskInRoomRequest;
  signal?: AbortSignal;
  /** Where the question's log lines go (the request's logger); `ctx.log` by default. */
  log?: AnswerLog;
}

const EDITED_SQL_TEXT = 'Edited SQL';

/** Exactly one way of asking: words, a structured query, SQL, or a template. */
function checkOneWay(request: AskInRoomRequest): void {
  const ways = [request.structuredQuery, request.sql, request.templateId].filter(
    (way) => way !== undefined,
  );
  if (ways.length > 1 || (ways.length === 0 && !request.text)) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'Ask with words, a structured query, SQL or a template: one of them.',
    });
  }
}

/** A template of the organization for the room's source, refused once expired, filled and asked. */
async function askWithTemplate(
  ctx: AppContext,
  options: AskInRoomWithOptions & { templateId: string },
): Promise<ConversationRow> {
  const { org, userId, request } = options;
  const room = await getQuestionRoom(ctx.db, { orgId: org.id, userId, roomId: request.room });
  if (room.sourceDeletedAt) throw new AppError('SOURCE_DELETED_ROOM');
  const { template } = await findUsableTemplate(ctx, {
    orgId: org.id,
    templateId: options.templateId,
    sourceId: room.sourceId,
    now: ctx.now(),
  });
  const text = fillTemplate(template.text, request.values ?? {});
  return askInRoom(ctx, {
    org,
    userId,
    roomId: room.id,
    text,
    templateId: template.id,
    signal: options.signal,
    log: options.log,
  });
}

/** A structured query or edited SQL, run as given; a picked reading's wording is kept. */
async function askWithQuery(
  ctx: AppContext,
  options: AskInRoomWithOptions,
): Promise<ConversationRow> {
  const { org, userId, request } = options;
  const prepared = await prepareQuestion(ctx, { orgId: org.id, userId, roomId: request.room });
  const { structuredQuery } = request;
  const question: AskQuestion = structuredQuery
    ? { kind: 'structured-query', query: structuredQuery }
    : { kind: 'sql', sql: request.sql ?? '' };
  const { signal, log } = options;
  const input = { scope: { org, userId }, source: prepared.source, question, signal, log };
  return ask(ctx, input, async (asked: Asked) => {
    const source = asked.queryable.source;
    let text = request.text ?? EDITED_SQL_TEXT;
    if (structuredQuery) {
      const where = { orgId: org.id, roomId: prepared.room.id, sourceId: source.id };
      const picked = await savePickedReading(ctx, { ...where, query: structuredQuery });
      text = request.text ?? picked?.text ?? asked.result.answer?.interpretation ?? text;
    }
    const stored = { orgId: org.id, userId, roomId: prepared.room.id, source, text };
    return storeConversation(ctx, { ...stored, result: asked.result });
  });
}

/**
 * `POST db/conversation`: asks in one of the user's rooms with more than words and stores the
 * answer. A template (found in the organization, for the room's source or any, refused once
 * expired) is filled and asked as words; a structured query (a picked reading, whose wording is
 * then saved as a synonym, or an edited filter chip) or edited SQL (through the same guard) runs
 * as given; words alone are asked as `db/init-conversation` does.
 * @throws AppError VALIDATION_FAILED for none or several ways, or a missing placeholder value;
 *   TEMPLATE_EXPIRED; TEMPLATE_NOT_YET_VALID; NOT_FOUND; SOURCE_DELETED_ROOM; PLAN_LIMIT; QUERY_FAILED...
 */
export async function askInRoomWith(
  ctx: AppContext,
  options: AskInRoomWithOptions,
): Promise<ConversationRow> {
  const { request } = options;
  checkOneWay(request);
  if (request.templateId) {
    return askWithTemplate(ctx, { ...options, templateId: request.templateId });
  }
  if (request.structuredQuery || request.sql) return askWithQuery(ctx, options);
  return askInRoom(ctx, {
    org: options.org,
    userId: options.userId,
    roomId: request.room,
    text: request.text ?? '',
    signal: options.signal,
    log: options.log,
  });
}
