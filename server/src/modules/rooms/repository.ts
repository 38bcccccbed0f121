import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { containsPattern, filterText, pageOffset, type Paging } from '../../shared/paging';
import { writeAudit } from '../../shared/audit';

type Db = Kysely<DB> | Transaction<DB>;

export interface RoomFilter {
  room_name?: string;
  block_name?: string;
  features?: string;
}

/** A room with its block's name, as every room answer carries it. */
export interface RoomRecord {
  id: number;
  room_name: string;
  block_id: number;
  block_name: string;
  capacity: number | null;
  image: string | null;
  features: string[];
  access: string[];
  /** Set while the room is retired (issue 15). */
  deactivated_at: Date | null;
  /** Its bookings must be checked in (issue 32). */
  check_in_required: boolean;
}

export type RoomValues = Omit<RoomRecord, 'id' | 'block_name' | 'deactivated_at'>;

function filtered(db: Db, filter: RoomFilter) {
  let query = db.selectFrom('rooms as r').innerJoin('blocks as b', 'b.id', 'r.block_id');
  const roomName = filterText(filter.room_name);
  if (roomName) query = query.where('r.room_name', 'ilike', containsPattern(roomName));
  const blockName = filterText(filter.block_name);
  if (blockName) query = query.where('b.block_name', 'ilike', containsPattern(blockName));
  const feature = filterText(filter.features);
  if (feature) {
    const pattern = containsPattern(feature);
    // Any one feature containing the text, so a match never spans two features.
    query = query.where(sql<boolean>`exists (select 1 from unnest(r.features) f where f ilike ${pattern})`);
  }
  return query;
}

const ROOM_COLUMNS = [
  'r.id',
  'r.room_name',
  'r.block_id',
  'b.block_name',
  'r.capacity',
  'r.image',
  'r.features',
  'r.access',
  'r.deactivated_at',
  'r.check_in_required',
] as const;

/** One page of rooms ordered by name then id, and how many match in all. */
export async function listRooms(db: Db, filter: RoomFilter, paging: Paging): Promise<{ rows: RoomRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(ROOM_COLUMNS)
      // Matches rooms_name_order_idx: byte order of the lower-cased name.
      .orderBy(sql`lower(r.room_name) collate "C"`)
      .orderBy('r.id')
      .limit(paging.limit)
      .offset(pageOffset(paging))
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function listBlocks(db: Db) {
  return db.selectFrom('blocks').select(['id', 'block_name']).orderBy('block_name').orderBy('id').execute();
}

export async function blockExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('blocks').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export function findRoom(db: Db, id: number): Promise<RoomRecord | undefined> {
  return db
    .selectFrom('rooms as r')
    .innerJoin('blocks as b', 'b.id', 'r.block_id')
    .select(ROOM_COLUMNS)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** True when another room of the block already has this name (any letter case). */
export async function roomNameTaken(db: Db, values: Pick<RoomValues, 'block_id' | 'room_name'>, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('rooms')
    .select('id')
    .where('block_id', '=', values.block_id)
    .where(sql<string>`lower(room_name)`, '=', values.room_name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function createRoom(db: Kysely<DB>, actorId: number, values: RoomValues): Promise<RoomRecord> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('rooms').values(values).returning('id').executeTakeFirstOrThrow();
    const room = (await findRoom(trx, id))!;
    await writeAudit(trx, { actorId, action: 'room.create', entity: 'room', entityId: id, after: room });
    return room;
  });
}

/** Replaces a room's details; undefined when there is no such room. */
export function updateRoom(db: Kysely<DB>, actorId: number, id: number, values: RoomValues): Promise<RoomRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await findRoom(trx, id);
    if (!before) return undefined;
    await trx.updateTable('rooms').set(values).where('id', '=', id).execute();
    const room = (await findRoom(trx, id))!;
    await writeAudit(trx, { actorId, action: 'room.update', entity: 'room', entityId: id, before, after: room });
    return room;
  });
}

/** True when another block already has this name (any letter case). */
export async function blockNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('id')
    .where(sql<string>`lower(block_name)`, '=', name.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

export function createBlock(db: Kysely<DB>, actorId: number, block_name: string) {
  return db.transaction().execute(async (trx) => {
    const block = await trx.insertInto('blocks').values({ block_name }).returning(['id', 'block_name']).executeTakeFirstOrThrow();
    await writeAudit(trx, { actorId, action: 'block.create', entity: 'block', entityId: block.id, after: block });
    return block;
  });
}

/** Renames a block; undefined when there is no such block. Its rooms follow (they hold the id). */
export function renameBlock(db: Kysely<DB>, actorId: number, id: number, block_name: string) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('blocks').select(['id', 'block_name']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const block = await trx
      .updateTable('blocks')
      .set({ block_name })
      .where('id', '=', id)
      .returning(['id', 'block_name'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { actorId, action: 'block.rename', entity: 'block', entityId: id, before, after: block });
    return block;
  });
}
