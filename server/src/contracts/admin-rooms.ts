import { Type, type Static } from '@sinclair/typebox';
import { Room } from './booking';
import { PageMeta } from './common';
import { CAPACITY_MAX, ROOM_NAME_MAX } from './limits';
import { PagingQuery } from './users';

export { CAPACITY_MAX, ROOM_NAME_MAX };

const Filter = Type.Optional(Type.String({ maxLength: 200 }));

/** GET /api/admin/rooms: case-insensitive substring filters; features matches any one feature. */
export const AdminRoomsQuery = Type.Object(
  { ...PagingQuery, room_name: Filter, block_name: Filter, features: Filter },
  { additionalProperties: false },
);
export type AdminRoomsQuery = Static<typeof AdminRoomsQuery>;

export const AdminRoomsPage = Type.Object({ rooms: Type.Array(Room), meta: PageMeta, totalPages: Type.Integer() });
export type AdminRoomsPage = Static<typeof AdminRoomsPage>;

const Labels = Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 });

/**
 * POST /api/admin/rooms and PUT /api/admin/rooms/{id}. PUT replaces the room: an omitted
 * capacity or image clears it. Names are trimmed; blank and duplicate labels are dropped.
 */
export const RoomBody = Type.Object(
  {
    // Bounded here; the 100-character rule is checked after trimming, with its own message.
    room_name: Type.String({ maxLength: ROOM_NAME_MAX * 10 }),
    block_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    features: Labels,
    capacity: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: CAPACITY_MAX }), Type.Null()])),
    access: Labels,
    image: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type RoomBody = Static<typeof RoomBody>;

export const RoomResponse = Type.Object({ room: Room });
export type RoomResponse = Static<typeof RoomResponse>;

export const Block = Type.Object({ id: Type.Integer(), block_name: Type.String() });
export type Block = Static<typeof Block>;
export const BlocksResponse = Type.Object({ blocks: Type.Array(Block) });
export type BlocksResponse = Static<typeof BlocksResponse>;

/** Messages the client may show as they are. */
export const ROOM_MESSAGES = {
  nameRequired: 'Room name is required',
  nameTooLong: `Room name must be at most ${ROOM_NAME_MAX} characters`,
  unknownBlock: 'The selected block does not exist.',
  imageInvalid: 'Image URL must start with http://, https:// or / (a path on this server).',
  nameTaken: (name: string) => `A room named "${name}" already exists in this block.`,
  notFound: 'Room not found.',
} as const;
