import {
  idParamsSchema,
  nlQueryQuerySchema,
  querySuggestionsResponseSchema,
} from '@tabletalk/contracts';
import { suggestQuestions } from '@tabletalk/nlq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { reserveUsage } from '../../core/entitlements';
import { perUserPerMinute } from '../../plugins/per-user-rate-limit';
import { getScope, requireOrg } from '../../plugins/request-context';
import { clientGoneSignal, getSourceForQuery, readableOrgId } from '../sources';
import { nlQueryResponseDoc } from './ask.openapi';
import { askQuestion } from './ask-question';
import { findLanguageModel } from './language-model';

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
        const use = await reserveUsage(ctx, getScope(request).org, 'question');
        try {
          const answer = await askQuestion(request.log, {
            orgId,
            queryable,
            llm: findLanguageModel(ctx.env),
            question: request.query.text,
            signal: clientGoneSignal(reply),
            now: ctx.now(),
          });
          return { data: answer };
        } catch (error) {
          await use.release();
          throw error;
        }
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
