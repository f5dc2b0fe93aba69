import {
  askInRoomRequestSchema,
  conversationResponseSchema,
  initConversationQuerySchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { perUserPerMinute } from '../../../plugins/per-user-rate-limit';
import { getActor, getScope } from '../../../plugins/request-context';
import { QUESTIONS_PER_USER_PER_MINUTE } from '../../answers';
import { clientGoneSignal } from '../../sources';
import { presentConversation } from '../presenter';
import { authorizeUseRooms } from '../rooms.policy';
import { initConversationResponseDoc } from './ask.openapi';
import { askInRoom } from './ask-in-room';
import { askInRoomWith } from './ask-in-room-with';

const tags = ['rooms'];

const INIT_CONVERSATION_DESCRIPTION =
  'Asks a question in words in a room and stores it with its answer (structured query, SQL, ' +
  'interpretation, columns, rows, display kind, chart spec, description, notes). A follow-up ' +
  "refines the room's previous question; liked examples of the source are matched first. " +
  "Counts against the plan's daily and monthly questions (402 PLAN_LIMIT names the limit); a " +
  'room whose source was deleted answers 410 SOURCE_DELETED_ROOM.';

/** Asking in a room: in words, or with a picked reading, an edited chip or SQL, or a template. */
export function askRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/db/init-conversation',
      {
        schema: {
          tags,
          description: INIT_CONVERSATION_DESCRIPTION,
          querystring: initConversationQuerySchema,
          response: { 200: initConversationResponseDoc },
        },
        config: perUserPerMinute(ctx, QUESTIONS_PER_USER_PER_MINUTE),
      },
      async (request, reply) => {
        const scope = getScope(request);
        authorizeUseRooms(scope);
        const { text, id: sourceId, room: roomId } = request.query;
        const row = await askInRoom(ctx, {
          org: scope.org,
          userId: getActor(request).userId,
          roomId,
          sourceId,
          text,
          signal: clientGoneSignal(reply),
          log: request.log,
        });
        return { data: presentConversation(row) };
      },
    );

    app.post(
      '/db/conversation',
      {
        schema: {
          tags,
          description:
            'Asks in a room with a picked reading or edited chip (`structuredQuery`), edited ' +
            '`sql` (through the same guard), or a template (`templateId` and `values`).',
          body: askInRoomRequestSchema,
          response: { 200: conversationResponseSchema },
        },
        config: perUserPerMinute(ctx, QUESTIONS_PER_USER_PER_MINUTE),
      },
      async (request, reply) => {
        const scope = getScope(request);
        authorizeUseRooms(scope);
        const row = await askInRoomWith(ctx, {
          org: scope.org,
          userId: getActor(request).userId,
          request: request.body,
          signal: clientGoneSignal(reply),
          log: request.log,
        });
        return { data: presentConversation(row) };
      },
    );
  };
}
