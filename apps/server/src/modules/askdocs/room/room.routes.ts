import {
  askDocsConversationPageSchema,
  askDocsConversationResponseSchema,
  askDocsConversationsQuerySchema,
  askDocsFeedbackRequestSchema,
  askDocsRoomResponseSchema,
  connectAskDocsTemplateRequestSchema,
  idParamsSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { type AskDocsActor, askDocsManager, askDocsViewer } from '../askdocs.policy';
import { getTemplateView } from '../templates';
import { connectTemplate } from './connect-template';
import type { RoomWithProject } from './find-room';
import { listConversations } from './list-conversations';
import { openRoom } from './open-room';
import { presentConversation, presentRoom } from './presenter';
import { setConversationFeedback } from './set-conversation-feedback';

const tags = ['ask-docs'];

/** A project's room: opening it, its template, the caller's history there and feedback. */
export function roomRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** The room as the actor sees it, with its template's flags as of today. */
  const roomView = async (actor: AskDocsActor, opened: RoomWithProject) => {
    const templateId = opened.room.templateId;
    const view = { ...actor, permissions: actor.scope.permissions, now: ctx.now() };
    const template = templateId ? await getTemplateView(ctx.db, { ...view, templateId }) : null;
    return { data: presentRoom(opened, template) };
  };

  return async (app) => {
    app.get(
      '/ask-docs/room/:id',
      {
        schema: {
          tags,
          description: "A project's room (the id is the project's), created on first open.",
          params: idParamsSchema,
          response: { 200: askDocsRoomResponseSchema },
        },
      },
      async (request) => {
        const actor = askDocsViewer(request);
        const opened = await openRoom(ctx.db, { ...actor, projectId: request.params.id });
        return roomView(actor, opened);
      },
    );

    app.put(
      '/ask-docs/room/:id',
      {
        schema: {
          tags,
          description:
            "Connects a template to a project's room (the id is the project's); null disconnects. An expired template is refused.",
          params: idParamsSchema,
          body: connectAskDocsTemplateRequestSchema,
          response: { 200: askDocsRoomResponseSchema },
        },
      },
      async (request) => {
        const actor = askDocsManager(request);
        const opened = await openRoom(ctx.db, { ...actor, projectId: request.params.id });
        const templateId = request.body.templateId;
        const options = { orgId: actor.orgId, opened, templateId, now: ctx.now() };
        return roomView(actor, await connectTemplate(ctx.db, options));
      },
    );

    app.get(
      '/ask-docs/conversation/:id',
      {
        schema: {
          tags,
          description:
            "A page of the caller's questions in a room (the id is the room's), newest last; `before` pages back.",
          params: idParamsSchema,
          querystring: askDocsConversationsQuerySchema,
          response: { 200: askDocsConversationPageSchema },
        },
      },
      async (request) => {
        const { orgId, userId } = askDocsViewer(request);
        const { page, pageSize, before } = request.query;
        const options = { orgId, userId, roomId: request.params.id, pageSize, before };
        const { rows, hasMore } = await listConversations(ctx.db, options);
        return { data: rows.map(presentConversation), page, hasMore };
      },
    );

    app.put(
      '/ask-docs/conversation-feedback/:id',
      {
        schema: {
          tags,
          description: "LIKE or DISLIKE (with an optional reason) on one of the caller's answers.",
          params: idParamsSchema,
          body: askDocsFeedbackRequestSchema,
          response: { 200: askDocsConversationResponseSchema },
        },
      },
      async (request) => {
        const { orgId, userId } = askDocsViewer(request);
        const row = await setConversationFeedback(ctx.db, {
          orgId,
          userId,
          conversationId: request.params.id,
          feedback: request.body.feedback,
          reason: request.body.reason,
        });
        return { data: presentConversation(row) };
      },
    );
  };
}
