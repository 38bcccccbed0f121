import { ROOM_MESSAGES, ROOM_NAME_MAX, type AdminRoom, type RoomBody } from '../../contracts/admin-rooms';
import { badRequest } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import type { RoomRecord, RoomValues } from './repository';

/** Trimmed labels without blanks or repeats (compared ignoring letter case); the first spelling wins. */
export function cleanLabels(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** http(s) URLs, or a path on this server ("/rooms/a.svg" but not "//other.host/a.svg"). */
export function isAllowedImage(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** A room body as it will be stored, or a 400 naming the first rule it breaks. */
export function roomValues(body: RoomBody): RoomValues {
  const room_name = body.room_name.trim();
  if (!room_name) throw badRequest(ROOM_MESSAGES.nameRequired);
  if (room_name.length > ROOM_NAME_MAX) throw badRequest(ROOM_MESSAGES.nameTooLong);
  const image = body.image?.trim() || null;
  if (image !== null && !isAllowedImage(image)) throw badRequest(ROOM_MESSAGES.imageInvalid);
  return {
    room_name,
    block_id: body.block_id,
    capacity: body.capacity ?? null,
    image,
    features: cleanLabels(body.features),
    access: cleanLabels(body.access),
    check_in_required: body.check_in_required ?? false,
  };
}

/** A room as Manage Rooms sends it: deactivated_at in campus time, or null while active. */
export function toAdminRoom(room: RoomRecord, tz: string): AdminRoom {
  return { ...room, deactivated_at: room.deactivated_at && toCampusIso(room.deactivated_at, tz) };
}
