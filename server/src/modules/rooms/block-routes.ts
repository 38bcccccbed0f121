import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BLOCK_MESSAGES, BLOCK_NAME_MAX, BlockBody, BlockResponse } from '../../contracts/admin-rooms';
import { errorResponses, IdParams } from '../../contracts/common';
import { badRequest, notFound, PG, pgCode } from '../../shared/errors';
import { blockNameTaken, createBlock, renameBlock } from './repository';

/**
 * Adding and renaming blocks in Manage Rooms (issue 15), rb_admin and super_admin. A name is
 * trimmed and unique ignoring letter case; a blank, over-long or taken name is a 400 (a
 * request to fix, like a blank room name), and so is the loser of two saves racing for one
 * name (the unique index on lower(block_name) settles it). Control characters are refused
 * by the text rule before this runs. Blocks are not deleted: rooms and statistics hold them.
 */
export const blockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const options = {
    onRequest: app.requireCapability('manageRooms'),
    schema: { tags: ['rooms'], body: BlockBody, response: { 200: BlockResponse, ...errorResponses } },
  };

  async function checkedName(raw: string, exceptId?: number): Promise<string> {
    const name = raw.trim();
    if (!name) throw badRequest(BLOCK_MESSAGES.nameRequired);
    if (name.length > BLOCK_NAME_MAX) throw badRequest(BLOCK_MESSAGES.nameTooLong);
    if (await blockNameTaken(app.db, name, exceptId)) throw badRequest(BLOCK_MESSAGES.nameTaken(name));
    return name;
  }
  const nameRace =
    (name: string) =>
    (error: unknown): never => {
      if (pgCode(error) === PG.uniqueViolation) throw badRequest(BLOCK_MESSAGES.nameTaken(name));
      throw error;
    };

  app.post('/admin/blocks', options, async (request) => {
    const name = await checkedName(request.body.block_name);
    return { block: await createBlock(app.db, request.user!.id, name).catch(nameRace(name)) };
  });

  app.put('/admin/blocks/:id', { ...options, schema: { ...options.schema, params: IdParams } }, async (request) => {
    const name = await checkedName(request.body.block_name, request.params.id);
    const block = await renameBlock(app.db, request.user!.id, request.params.id, name).catch(nameRace(name));
    if (!block) throw notFound(BLOCK_MESSAGES.notFound);
    return { block };
  });
};
