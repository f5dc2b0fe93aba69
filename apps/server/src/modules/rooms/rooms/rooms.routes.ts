import {
  createRoomRequestSchema,
  favouriteRequestSchema,
  idParamsSchema,
  messageResponseSchema,
  optionalRoomResponseSchema,
  roomByIdSourceQuerySchema,
  roomResponseSchema,
  roomSchema,
  roomsQuerySchema,
  roomsResponseSchema,
  sourceRoomsQuerySchema,
  updateRoomRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { getScope } from '../../../plugins/request-context';
import { getRoom } from '../find-room';
import { presentRoom } from '../presenter';
import { roomActor } from '../rooms.policy';
import { createRoom } from './create-room';
import { deleteRoom } from './delete-room';
import { listRooms } from './list-rooms';
import { renameRoom } from './rename-room';
import { setRoomFavourite } from './set-room-favourite';

const tags = ['rooms'];

/** A user's rooms: create, list, find, rename, star and delete. */
export function roomCrudRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/db/create-room',
      { schema: { tags, body: createRoomRequestSchema, response: { 200: roomSchema } } },
      async (request) => {
        const actor = roomActor(request);
        const teamId = getScope(request).teamId;
        return presentRoom(await createRoom(ctx, { ...actor, teamId, ...request.body }));
      },
    );

    app.get(
      '/db/all-user-rooms',
      { schema: { tags, querystring: roomsQuerySchema, response: { 200: roomsResponseSchema } } },
      async (request) => {
        const rows = await listRooms(ctx.db, {
          ...roomActor(request),
          search: request.query.search,
        });
        return { data: rows.map(presentRoom) };
      },
    );

    app.get(
      '/db/user-rooms',
      {
        schema: {
          tags,
          querystring: sourceRoomsQuerySchema,
          response: { 200: roomsResponseSchema },
        },
      },
      async (request) => {
        const actor = roomActor(request);
        const rows = await listRooms(ctx.db, { ...actor, sourceId: request.query.source });
        return { data: rows.map(presentRoom) };
      },
    );

    app.get(
      '/db/room_by_id_source',
      {
        schema: {
          tags,
          description:
            'A room by id (404 when not yours), or the most recent room of a source (or null).',
          querystring: roomByIdSourceQuerySchema,
          response: { 200: optionalRoomResponseSchema },
        },
      },
      async (request) => {
        const actor = roomActor(request);
        const { room: roomId, source: sourceId } = request.query;
        if (roomId) return { data: presentRoom(await getRoom(ctx.db, { ...actor, roomId })) };
        const [latest] = await listRooms(ctx.db, { ...actor, sourceId, limit: 1 });
        return { data: latest ? presentRoom(latest) : null };
      },
    );

    app.put(
      '/db/update-room/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: updateRoomRequestSchema,
          response: { 200: roomResponseSchema },
        },
      },
      async (request) => {
        const options = { ...roomActor(request), roomId: request.params.id };
        return {
          data: presentRoom(await renameRoom(ctx, { ...options, name: request.body.name })),
        };
      },
    );

    app.put(
      '/db/room-favorite/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: favouriteRequestSchema,
          response: { 200: roomResponseSchema },
        },
      },
      async (request) => {
        const options = { ...roomActor(request), roomId: request.params.id };
        const room = await setRoomFavourite(ctx.db, { ...options, ...request.body });
        return { data: presentRoom(room) };
      },
    );

    app.delete(
      '/db/delete-room/:id',
      { schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await deleteRoom(ctx, { ...roomActor(request), roomId: request.params.id });
        return { message: 'Room deleted successfully' };
      },
    );
  };
}
