import {
  idParamsSchema,
  nlQueryQuerySchema,
  querySuggestionsResponseSchema,
} from '@tabletalk/contracts';
import { suggestQuestions } from '@tabletalk/nlq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireOrg } from '../../plugins/request-context';
import { clientGoneSignal, getSourceForQuery, readableOrgId } from '../sources';
import { nlQueryResponseDoc } from './ask.openapi';
import { askQuestion } from './ask-question';
import { findLanguageModel } from './language-model';

const tags = ['answers'];

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
            'description and notes; a question it cannot read is declined with a message.',
          querystring: nlQueryQuerySchema,
          response: { 200: nlQueryResponseDoc },
        },
      },
      async (request, reply) => {
        const orgId = readableOrgId(request);
        const queryable = await getSourceForQuery(ctx, {
          orgId,
          sourceId: request.query.id,
          deletedError: 'NOT_FOUND',
        });
        const signal = clientGoneSignal(reply);
        return {
          data: await askQuestion(request.log, {
            orgId,
            queryable,
            llm: findLanguageModel(ctx.env),
            question: request.query.text,
            signal,
            now: ctx.now(),
          }),
        };
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
