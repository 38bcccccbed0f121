import type { Blackout } from '@contracts/blackouts';
import { spanLabel } from '@shared/bookings/campusFormat';

/** "Mon, Nov 09, 2026, 12:00 AM – Tue, Nov 10, 2026, 12:00 AM" in campus time (one date when both ends share it). */
export const closurePeriod = (b: Pick<Blackout, 'starts_at' | 'ends_at'>, tz: string) => spanLabel(b.starts_at, b.ends_at, tz);

/** What a closure closes, in words. */
export function closureScope(b: Pick<Blackout, 'scope' | 'block_name' | 'rooms'>): string {
  if (b.scope === 'campus') return 'Whole campus';
  if (b.scope === 'block') return `Block: ${b.block_name ?? 'unknown'}`;
  return `${b.rooms.length === 1 ? 'Room' : 'Rooms'}: ${b.rooms.map((r) => r.room_name).join(', ')}`;
}

export const bookingsInside = (n: number) => (n === 0 ? 'No bookings inside' : `${n} ${n === 1 ? 'booking' : 'bookings'} inside`);
