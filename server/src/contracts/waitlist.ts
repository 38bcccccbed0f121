import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from './booking';
import { MultiLineText } from './common';

/** POST /api/waitlist: the room and time to wait for (the same time rules as a booking); the purpose the booking will carry. */
export const WaitlistBody = Type.Object(
  {
    room_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    start_time: IsoDateTime,
    end_time: IsoDateTime,
    purpose: Type.Optional(MultiLineText({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type WaitlistBody = Static<typeof WaitlistBody>;

/** An open entry of the caller's: the room, the time, and how many wait before them. */
export const WaitlistEntry = Type.Object({
  id: Type.Integer(),
  room_id: Type.Integer(),
  rooms: Type.String(),
  start_time: IsoDateTime,
  end_time: IsoDateTime,
  purpose: Type.String(),
  created_at: IsoDateTime,
  /** 1 for the first in line among the entries over this time. */
  position: Type.Integer({ minimum: 1 }),
});
export type WaitlistEntry = Static<typeof WaitlistEntry>;

export const WaitlistResponse = Type.Object({ entries: Type.Array(WaitlistEntry) });
export type WaitlistResponse = Static<typeof WaitlistResponse>;
export const WaitlistEntryResponse = Type.Object({ message: Type.String(), entry: WaitlistEntry });
export type WaitlistEntryResponse = Static<typeof WaitlistEntryResponse>;
