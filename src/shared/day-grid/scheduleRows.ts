import type { ScheduleBooking, ScheduleClosure, ScheduleResponse, ScheduleRoom } from '@contracts/schedule';

/** One row of the grid: a room with its bookings and the closures over it in the window. */
export interface GridRow {
  room: ScheduleRoom;
  bookings: ScheduleBooking[];
  closures: ScheduleClosure[];
}

/** A page of GET /api/schedule as the grid reads it: one row per room, in the server's order. */
export interface SchedulePage {
  rows: GridRow[];
  total: number;
}

/** A closure covers a room when it names the room, the room's block, or neither (the whole campus). */
export const closureCovers = (closure: ScheduleClosure, room: ScheduleRoom): boolean =>
  closure.room_id !== null ? closure.room_id === room.id : closure.block_id === null || closure.block_id === room.block_id;

/** The answer grouped by room, once when it arrives (RTK Query caches this shape). */
export function toSchedulePage(response: ScheduleResponse): SchedulePage {
  const byRoom = new Map<number, ScheduleBooking[]>();
  for (const booking of response.bookings) {
    const list = byRoom.get(booking.room_id);
    if (list) list.push(booking);
    else byRoom.set(booking.room_id, [booking]);
  }
  return {
    total: response.meta.total,
    rows: response.rooms.map((room) => ({
      room,
      bookings: byRoom.get(room.id) ?? [],
      closures: response.closures.filter((c) => closureCovers(c, room)),
    })),
  };
}
