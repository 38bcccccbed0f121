import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, Room } from './booking';
import { MultiLineText, PageMeta } from './common';
import { BLOCK_NAME_MAX, CAPACITY_MAX, ROOM_NAME_MAX } from './limits';
import { PagingQuery, UpcomingBooking } from './users';

export { BLOCK_NAME_MAX, CAPACITY_MAX, ROOM_NAME_MAX };

const Filter = Type.Optional(Type.String({ maxLength: 200 }));

/** GET /api/admin/rooms: case-insensitive substring filters; features matches any one feature. */
export const AdminRoomsQuery = Type.Object(
  { ...PagingQuery, room_name: Filter, block_name: Filter, features: Filter },
  { additionalProperties: false },
);
export type AdminRoomsQuery = Static<typeof AdminRoomsQuery>;

/** A room as Manage Rooms shows it: with when it was deactivated (null while active). */
export const AdminRoom = Type.Composite([
  Room,
  Type.Object({
    deactivated_at: Type.Union([IsoDateTime, Type.Null()]),
    /** Issue 32: its confirmed bookings must be checked in, or are released 15 minutes after their start. */
    check_in_required: Type.Boolean(),
  }),
]);
export type AdminRoom = Static<typeof AdminRoom>;

export const AdminRoomsPage = Type.Object({ rooms: Type.Array(AdminRoom), meta: PageMeta, totalPages: Type.Integer() });
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
    /** Issue 32: omitted is false ("Require check-in" is off by default). */
    check_in_required: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RoomBody = Static<typeof RoomBody>;

export const RoomResponse = Type.Object({ room: AdminRoom });
export type RoomResponse = Static<typeof RoomResponse>;

export const Block = Type.Object({ id: Type.Integer(), block_name: Type.String() });
export type Block = Static<typeof Block>;
export const BlocksResponse = Type.Object({ blocks: Type.Array(Block) });
export type BlocksResponse = Static<typeof BlocksResponse>;

/** POST /api/admin/blocks and PUT /api/admin/blocks/{id}: the name is trimmed, unique ignoring letter case. */
export const BlockBody = Type.Object({ block_name: Type.String({ maxLength: BLOCK_NAME_MAX * 10 }) }, { additionalProperties: false });
export type BlockBody = Static<typeof BlockBody>;
export const BlockResponse = Type.Object({ block: Block });
export type BlockResponse = Static<typeof BlockResponse>;

/**
 * A room's pending or confirmed bookings that have not ended (the first 100, soonest first):
 * the answer of a deactivation and of GET /api/admin/rooms/{id}/upcoming.
 */
export const RoomUpcomingResponse = Type.Object({
  room: AdminRoom,
  upcoming_bookings: Type.Array(UpcomingBooking),
  upcoming_total: Type.Integer(),
});
export type RoomUpcomingResponse = Static<typeof RoomUpcomingResponse>;

/** POST /api/admin/rooms/{id}/cancel-upcoming: cancels them through the bulk cancel, with an optional reason. */
export const CancelUpcomingBody = Type.Object(
  { reason: Type.Optional(MultiLineText({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type CancelUpcomingBody = Static<typeof CancelUpcomingBody>;
export const CancelUpcomingResponse = Type.Object({ message: Type.String(), cancelled: Type.Integer(), skipped: Type.Integer() });
export type CancelUpcomingResponse = Static<typeof CancelUpcomingResponse>;

/** Messages the client may show as they are. */
export const ROOM_MESSAGES = {
  nameRequired: 'Room name is required',
  nameTooLong: `Room name must be at most ${ROOM_NAME_MAX} characters`,
  unknownBlock: 'The selected block does not exist.',
  imageInvalid: 'Image URL must start with http://, https:// or / (a path on this server).',
  nameTaken: (name: string) => `A room named "${name}" already exists in this block.`,
  notFound: 'Room not found.',
} as const;

export const BLOCK_MESSAGES = {
  nameRequired: 'Block name is required',
  nameTooLong: `Block name must be at most ${BLOCK_NAME_MAX} characters`,
  nameTaken: (name: string) => `A block named "${name}" already exists.`,
  notFound: 'Block not found.',
} as const;
