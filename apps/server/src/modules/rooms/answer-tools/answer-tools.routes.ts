import {
  conversationResponseSchema,
  descriptiveResponseSchema,
  idParamsSchema,
  updateGraphRequestSchema,
  visualizationResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { perUserPerMinute } from '../../../plugins/per-user-rate-limit';
import { clientGoneSignal } from '../../sources';
import { getConversation } from '../find-conversation';
import { presentConversation, presentVisualization } from '../presenter';
import { roomActor } from '../rooms.policy';
import { speakDescription } from './speak-description';
import { updateGraph } from './update-graph';
import { writeDescription } from './write-description';

const tags = ['rooms'];

/** Descriptions written (a language model may be paid per token) and read aloud, per person. */
const DESCRIPTIONS_PER_USER_PER_MINUTE = 20;
const VOICES_PER_USER_PER_MINUTE = 10;

/** The WAV bytes of `descriptive-voice-response`, as the OpenAPI document shows them. */
const wavResponse = z.unknown().meta({
  description: 'The description read aloud (WAV).',
  content: { 'audio/wav': { schema: { type: 'string', format: 'binary' } } },
});

/** What can be done with a stored answer: its chart, its description in words and as speech. */
export function answerToolRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/db/visualization/:id',
      { schema: { tags, params: idParamsSchema, response: { 200: visualizationResponseSchema } } },
      async (request) => {
        const options = { ...roomActor(request), conversationId: request.params.id };
        return { data: presentVisualization(await getConversation(ctx.db, options)) };
      },
    );

    app.put(
      '/db/descriptive-response/:id',
      {
        schema: {
          tags,
          description:
            'Writes the description of an answer (the language model when one is configured, ' +
            'else the built-in sentence) and stores it with the conversation.',
          params: idParamsSchema,
          response: { 200: descriptiveResponseSchema },
        },
        config: perUserPerMinute(ctx, DESCRIPTIONS_PER_USER_PER_MINUTE),
      },
      async (request, reply) => {
        const options = { ...roomActor(request), conversationId: request.params.id };
        const signal = clientGoneSignal(reply);
        return {
          data: { description: await writeDescription(ctx, request.log, { ...options, signal }) },
        };
      },
    );

    app.put(
      '/db/update-graph/:id',
      {
        schema: {
          tags,
          description:
            "Changes an answer's chart (type, axes, colour, title) and stores the new spec.",
          params: idParamsSchema,
          body: updateGraphRequestSchema,
          response: { 200: conversationResponseSchema },
        },
      },
      async (request) => {
        const options = { ...roomActor(request), conversationId: request.params.id };
        const row = await updateGraph(ctx.db, { ...options, edit: request.body });
        return { data: presentConversation(row) };
      },
    );

    app.put(
      '/db/descriptive-voice-response/:id',
      {
        schema: {
          tags,
          description: "The answer's description read aloud, made offline and cached.",
          params: idParamsSchema,
          produces: ['audio/wav'],
          response: { 200: wavResponse },
        },
        config: perUserPerMinute(ctx, VOICES_PER_USER_PER_MINUTE),
      },
      async (request, reply) => {
        const options = { ...roomActor(request), conversationId: request.params.id };
        const wav = await speakDescription(ctx, options);
        return reply.type('audio/wav').header('cache-control', 'private, max-age=3600').send(wav);
      },
    );
  };
}
