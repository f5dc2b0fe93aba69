import {
  idParamsSchema,
  nlQueryQuerySchema,
  querySuggestionsResponseSchema,
} from '@tabletalk/contracts';
import { suggestQuestions } from '@tabletalk/nlq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { perUserPerMinute } from '../../plugins/per-user-rate-limit';
import { getActor, getScope, requireOrg } from '../../plugins/request-context';
import { clientGoneSignal, getSourceForQuery, readableOrgId } from '../sources';
import { ask } from './ask';
import { nlQueryResponseDoc } from './ask.openapi';

const tags = ['answers'];

/** How many questions one person may ask a minute, in rooms or not (SECURITY C5). */
export const QUESTIONS_PER_USER_PER_MINUTE = 60;

/** Questions asked of one source outside a room (the Validate step) and suggestions for it. */
export function answerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOrg(ctx));

    app.get(
      '/db/nlquery',
      {
        schema: {
          tags,
          description:
            'Asks a question of one source outside a room and answers it without storing it: ' +
            'the structured query, SQL, interpretation, columns, rows, display kind, chart spec, ' +
            'description and notes; a question it cannot read is declined with a message. Counts ' +
            "against the plan's daily and monthly questions (402 PLAN_LIMIT names the limit).",
          querystring: nlQueryQuerySchema,
          response: { 200: nlQueryResponseDoc },
        },
        config: perUserPerMinute(ctx, QUESTIONS_PER_USER_PER_MINUTE),
      },
      async (request, reply) => {
        const orgId = readableOrgId(request);
        const queryable = await getSourceForQuery(ctx, {
          orgId,
          sourceId: request.query.id,
          deletedError: 'NOT_FOUND',
        });
        const asked = await ask(ctx, {
          scope: { org: getScope(request).org, userId: getActor(request).userId },
          source: queryable,
          question: { kind: 'text', text: request.query.text },
          signal: clientGoneSignal(reply),
          log: request.log,
        });
        return { data: asked.result };
      },
    );

    app.get(
      '/db/query-suggestions/:id',
      {
        schema: { tags, params: idParamsSchema, response: { 200: querySuggestionsResponseSchema } },
      },
      async (request) => {
        const orgId = readableOrgId(request);
        const queryable = await getSourceForQuery(ctx, {
          orgId,
          sourceId: request.params.id,
          deletedError: 'NOT_FOUND',
        });
        return {
          data: queryable.model ? suggestQuestions(queryable.model, { now: ctx.now() }) : [],
        };
      },
    );
  };
}
