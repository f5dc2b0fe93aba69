import {
  conversationFeedbackRequestSchema,
  conversationFeedbackResponseSchema,
  conversationPageSchema,
  conversationResponseSchema,
  conversationsQuerySchema,
  favouriteRequestSchema,
  hideConversationRequestSchema,
  hideRoomConversationsRequestSchema,
  idParamsSchema,
  messageResponseSchema,
  userQueriesQuerySchema,
  userQueriesResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { updateConversation } from '../find-conversation';
import { presentConversation } from '../presenter';
import { roomActor } from '../rooms.policy';
import { deleteConversation } from './delete-conversation';
import { hideRoomConversations } from './hide-conversations';
import { listConversations } from './list-conversations';
import { listUserQueries } from './list-user-queries';
import { setConversationFeedback } from './set-conversation-feedback';

const tags = ['rooms'];

/** A room's thread: history, reuse of past questions, hide, delete, feedback and stars. */
export function conversationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/db/all-conversation',
      {
        schema: {
          tags,
          description:
            "A page of a room's visible history, each page oldest first: the newest, or with " +
            '`before` the conversations just older than that one (the oldest loaded).',
          querystring: conversationsQuerySchema,
          response: { 200: conversationPageSchema },
        },
      },
      async (request) => {
        const { room: roomId, page, pageSize, before } = request.query;
        const options = { ...roomActor(request), roomId, pageSize, before };
        const { rows, hasMore, isFile } = await listConversations(ctx.db, options);
        return { data: rows.map(presentConversation), page, hasMore, isFile };
      },
    );

    app.get(
      '/db/user-queries',
      {
        schema: {
          tags,
          querystring: userQueriesQuerySchema,
          response: { 200: userQueriesResponseSchema },
        },
      },
      async (request) => {
        const options = { ...roomActor(request), sourceId: request.query.source };
        const rows = await listUserQueries(ctx.db, options);
        return { data: rows.map((row) => ({ ...row, askedAt: row.askedAt.toISOString() })) };
      },
    );

    app.put(
      '/db/hide-conversation',
      {
        schema: {
          tags,
          description: 'Hides every conversation of a room (clears the thread).',
          body: hideRoomConversationsRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const options = { ...roomActor(request), roomId: request.body.room };
        const hidden = await hideRoomConversations(ctx.db, options);
        return { message: `${hidden} conversation${hidden === 1 ? '' : 's'} hidden.` };
      },
    );

    app.put(
      '/db/hide-conversation/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: hideConversationRequestSchema,
          response: { 200: conversationResponseSchema },
        },
      },
      async (request) => {
        const options = { ...roomActor(request), conversationId: request.params.id };
        const row = await updateConversation(ctx.db, { ...options, set: request.body });
        return { data: presentConversation(row) };
      },
    );

    app.put(
      '/db/conversation-favourite/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: favouriteRequestSchema,
          response: { 200: conversationResponseSchema },
        },
      },
      async (request) => {
        const options = { ...roomActor(request), conversationId: request.params.id };
        const set = { favourite: request.body.favourite };
        return { data: presentConversation(await updateConversation(ctx.db, { ...options, set })) };
      },
    );

    app.put(
      '/db/conversation-feedback/:id',
      {
        schema: {
          tags,
          description:
            "LIKE keeps the question and its query as an example of the source's knowledge " +
            '(`savedAsExample`; answers without a structured query cannot be one); DISLIKE keeps ' +
            'an optional reason and removes a matching example.',
          params: idParamsSchema,
          body: conversationFeedbackRequestSchema,
          response: { 200: conversationFeedbackResponseSchema },
        },
      },
      async (request) => {
        const options = { ...roomActor(request), conversationId: request.params.id };
        const { row, savedAsExample } = await setConversationFeedback(ctx, {
          ...options,
          ...request.body,
        });
        return { data: presentConversation(row), savedAsExample };
      },
    );

    app.delete(
      '/db/delete-conversation/:id',
      { schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await deleteConversation(ctx.db, {
          ...roomActor(request),
          conversationId: request.params.id,
        });
        return { message: 'Conversation deleted successfully' };
      },
    );
  };
}
