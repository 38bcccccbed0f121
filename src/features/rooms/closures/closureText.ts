import type { Blackout } from '@contracts/blackouts';
import { campusWall, dateLabelWithWeekday } from '@shared/bookings/campusFormat';

const when = (iso: string, tz: string) => {
  const wall = campusWall(iso, tz);
  return wall ? `${dateLabelWithWeekday(wall.date, wall.day)} ${wall.time}` : iso;
};

/** "Mon, Nov 9, 2026 00:00 – Tue, Nov 10, 2026 00:00" in campus time. */
export const closurePeriod = (b: Pick<Blackout, 'starts_at' | 'ends_at'>, tz: string) =>
  `${when(b.starts_at, tz)} – ${when(b.ends_at, tz)}`;

/** What a closure closes, in words. */
export function closureScope(b: Pick<Blackout, 'scope' | 'block_name' | 'rooms'>): string {
  if (b.scope === 'campus') return 'Whole campus';
  if (b.scope === 'block') return `Block: ${b.block_name ?? 'unknown'}`;
  return `${b.rooms.length === 1 ? 'Room' : 'Rooms'}: ${b.rooms.map((r) => r.room_name).join(', ')}`;
}

export const bookingsInside = (n: number) => (n === 0 ? 'No bookings inside' : `${n} ${n === 1 ? 'booking' : 'bookings'} inside`);
