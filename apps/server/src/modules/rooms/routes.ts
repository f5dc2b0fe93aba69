import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireOrg } from '../../plugins/request-context';
import { answerToolRoutes } from './answer-tools';
import { askRoutes } from './ask';
import { roomCrudRoutes, roomSessionRoutes } from './rooms';
import { conversationRoutes } from './thread';

/** Routes of the rooms module (rooms and conversations; templates register their own), mounted under /api. */
export function roomRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOrg(ctx));
    await app.register(roomCrudRoutes(ctx));
    await app.register(roomSessionRoutes(ctx));
    await app.register(askRoutes(ctx));
    await app.register(conversationRoutes(ctx));
    await app.register(answerToolRoutes(ctx));
  };
}
