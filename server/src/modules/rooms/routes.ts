import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminRoomsPage, AdminRoomsQuery, BlocksResponse, ROOM_MESSAGES, RoomBody, RoomResponse } from '../../contracts/admin-rooms';
import { errorResponses, IdParams } from '../../contracts/common';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound, PG, pgCode } from '../../shared/errors';
import { pageInfo } from '../../shared/paging';
import { blockRoutes } from './block-routes';
import { roomLifecycleRoutes } from './lifecycle-routes';
import { roomValues, toAdminRoom } from './present';
import { blockExists, createRoom, findRoom, listBlocks, listRooms, roomNameTaken, updateRoom, type RoomValues } from './repository';

/** Checks that need the database: the block exists and the name is free in it. */
async function checkRoom(db: Kysely<DB>, values: RoomValues, exceptId?: number): Promise<void> {
  if (!(await blockExists(db, values.block_id))) throw badRequest(ROOM_MESSAGES.unknownBlock);
  if (await roomNameTaken(db, values, exceptId)) throw conflict(ROOM_MESSAGES.nameTaken(values.room_name));
}

/** The unique index (block, lower(name)) settles two saves racing for one name. */
function nameRace(values: RoomValues) {
  return (error: unknown): never => {
    if (pgCode(error) === PG.uniqueViolation) throw conflict(ROOM_MESSAGES.nameTaken(values.room_name));
    throw error;
  };
}

/** Manage Rooms (SPEC.md "Room Management"): rb_admin and super_admin (DESIGN.md §4). */
export const roomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(roomLifecycleRoutes);
  await app.register(blockRoutes);
  const tz = app.config.campusTz;
  const guard = app.requireCapability('manageRooms');
  const write = { 200: RoomResponse, ...errorResponses };

  app.get(
    '/admin/rooms',
    { onRequest: guard, schema: { tags: ['rooms'], querystring: AdminRoomsQuery, response: { 200: AdminRoomsPage, ...errorResponses } } },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { rows, total } = await listRooms(app.db, filter, { page, limit });
      return { rooms: rows.map((r) => toAdminRoom(r, tz)), ...pageInfo(total, { page, limit }) };
    },
  );

  app.get(
    '/admin/blocks',
    { onRequest: guard, schema: { tags: ['rooms'], response: { 200: BlocksResponse, ...errorResponses } } },
    async () => ({ blocks: await listBlocks(app.db) }),
  );

  app.post('/admin/rooms', { onRequest: guard, schema: { tags: ['rooms'], body: RoomBody, response: write } }, async (request) => {
    const values = roomValues(request.body);
    await checkRoom(app.db, values);
    const room = await createRoom(app.db, request.user!.id, values).catch(nameRace(values));
    return { room: toAdminRoom(room, tz) };
  });

  app.put(
    '/admin/rooms/:id',
    { onRequest: guard, schema: { tags: ['rooms'], params: IdParams, body: RoomBody, response: write } },
    async (request) => {
      const values = roomValues(request.body);
      if (!(await findRoom(app.db, request.params.id))) throw notFound(ROOM_MESSAGES.notFound);
      await checkRoom(app.db, values, request.params.id);
      const room = await updateRoom(app.db, request.user!.id, request.params.id, values).catch(nameRace(values));
      if (!room) throw notFound(ROOM_MESSAGES.notFound);
      return { room: toAdminRoom(room, tz) };
    },
  );
};
