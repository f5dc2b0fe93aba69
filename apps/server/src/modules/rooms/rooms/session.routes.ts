import {
  idParamsSchema,
  optionalRoomResponseSchema,
  roomResponseSchema,
  userSessionResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { presentRoom } from '../presenter';
import { roomActor } from '../rooms.policy';
import { changeRoom } from './change-room';
import { findActiveRoom, getUserSession } from './find-active-room';

const tags = ['rooms'];

/** The room a user is in: entering one, and finding it again after a reload. */
export function roomSessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/db/change-room/:id',
      {
        schema: {
          tags,
          description: "Enters one of the user's rooms: it becomes their active room.",
          params: idParamsSchema,
          response: { 200: roomResponseSchema },
        },
      },
      async (request) => {
        const room = await changeRoom(ctx, { ...roomActor(request), roomId: request.params.id });
        return { data: presentRoom(room) };
      },
    );

    app.get(
      '/db/get-active-chat',
      {
        schema: {
          tags,
          description: 'The room the user was last in (null when none).',
          response: { 200: optionalRoomResponseSchema },
        },
      },
      async (request) => {
        const room = await findActiveRoom(ctx.db, roomActor(request));
        return { data: room ? presentRoom(room) : null };
      },
    );

    app.get(
      '/db/user-session',
      {
        schema: {
          tags,
          description: 'The active room and its source; without one, the last selected source.',
          response: { 200: userSessionResponseSchema },
        },
      },
      async (request) => {
        const session = await getUserSession(ctx.db, roomActor(request));
        const room = session.room ? presentRoom(session.room) : null;
        return { data: { roomId: room?._id ?? null, sourceId: session.sourceId, room } };
      },
    );
  };
}
