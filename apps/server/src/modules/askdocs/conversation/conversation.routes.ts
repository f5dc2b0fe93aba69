import {
  askDocsConversationResponseSchema,
  askDocsQuestionRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { perUserPerMinute } from '../../../plugins/per-user-rate-limit';
import { QUESTIONS_PER_USER_PER_MINUTE } from '../../answers';
import { clientGoneSignal } from '../../sources';
import { askDocsAsker } from '../askdocs.policy';
import { presentConversation } from '../room';
import { askDocuments } from './ask-documents';

const tags = ['ask-docs'];

const DESCRIPTION =
  "Asks a question in a project's room (`roomId`) and answers it from the project's ACTIVE " +
  'documents: plain text whose sentences end with markers `[n]` naming `citations[n - 1]` ' +
  '(document, file name, page, passage, snippet), in the order first cited; "- " lines for the ' +
  'bullets style. When nothing relevant is found the answer says so and cites nothing. Saved ' +
  "in the caller's thread (`conversation/{id}`); counts against the plan's questions (402 " +
  'PLAN_LIMIT); a room ' +
  'whose template has expired answers 400 TEMPLATE_EXPIRED.';

/** Asking in a project's room. */
export function conversationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/ask-docs/document-conversation',
      {
        schema: {
          tags,
          description: DESCRIPTION,
          body: askDocsQuestionRequestSchema,
          response: { 200: askDocsConversationResponseSchema },
        },
        config: perUserPerMinute(ctx, QUESTIONS_PER_USER_PER_MINUTE),
      },
      async (request, reply) => {
        const row = await askDocuments(ctx, {
          actor: askDocsAsker(request),
          roomId: request.body.roomId,
          question: request.body.question,
          signal: clientGoneSignal(reply),
          log: request.log,
        });
        return { data: presentConversation(row) };
      },
    );
  };
}
