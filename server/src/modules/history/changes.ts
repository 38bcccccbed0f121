import { statusLabelOf } from '../../contracts/booking-rules';
import type { HistoryChange } from '../../contracts/history';
import { instantSpanText } from '../../contracts/campus-format';

/** What an audit row keeps of a booking (or a decision on it); every field may be missing. */
export interface Snapshot {
  start_time?: string;
  end_time?: string;
  room_id?: number;
  user_id?: number;
  purpose?: string;
  status?: string;
  reason?: string | null;
}

/** "Wed, Mar 04, 2026, 10:00 AM – 11:00 AM" in campus time, as the notices say a booking's time. */
function when(s: Snapshot, tz: string): string | null {
  if (!s.start_time || !s.end_time) return null;
  return instantSpanText(new Date(s.start_time), new Date(s.end_time), tz);
}

/**
 * The fields one audit row changed, in words: a new booking lists them all (`from` null); a
 * change only what differs; a decision its status and reason.
 */
export function changesOf(
  before: Snapshot | null,
  after: Snapshot | null,
  rooms: ReadonlyMap<number, string>,
  tz: string,
): HistoryChange[] {
  if (!after) return [];
  const was = before ?? {};
  const out: HistoryChange[] = [];
  const add = (field: HistoryChange['field'], from: string | null, to: string | null) => {
    if (to !== null && from !== to) out.push({ field, from, to });
  };
  add('time', when(was, tz), when(after, tz));
  const room = (id: number | undefined) => (id === undefined ? null : (rooms.get(id) ?? `Room ${id}`));
  add('room', room(was.room_id), room(after.room_id));
  add('purpose', was.purpose ?? null, after.purpose ?? null);
  add('status', was.status ? statusLabelOf(was.status) : null, after.status ? statusLabelOf(after.status) : null);
  add('reason', was.reason ?? null, after.reason ?? null);
  return out;
}
