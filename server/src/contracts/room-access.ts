/**
 * A room's "Access Types" (issue 15): who may book it. Plain values both sides read: the
 * server refuses a booking by someone whose roles give none of the room's types, and Book a
 * Room lists only the rooms its user may book (docs/decisions/0046-room-access-types.md).
 */
import { bookingIsAutoConfirmed, can } from './roles';

/**
 * The access types a booking role gives (SPEC.md §3's predefined types are Student, Faculty
 * and Staff). rb_clubs are student clubs, so Student. No booking role is Staff: the staff who
 * book are the administrators, and they may book every room.
 */
export const ROLE_ACCESS_TYPES: Readonly<Record<string, readonly string[]>> = {
  rb_faculty: ['Faculty'],
  rb_clubs: ['Student'],
};

/**
 * The access types a user's roles give, spelled as ROLE_ACCESS_TYPES has them: besides the
 * rooms naming no type, they may book those naming one of these (letter case ignored). Null
 * when they may book every room (administrators). Free-room search applies it in the database.
 */
export function bookableAccessTypes(userAccess: readonly string[]): string[] | null {
  if (bookingIsAutoConfirmed(userAccess)) return null;
  return [...new Set(userAccess.flatMap((role) => ROLE_ACCESS_TYPES[role] ?? []))];
}

/**
 * True when a user with these roles may book a room with these access types: administrators
 * always, anyone who may book when the room names no type, otherwise when one of the user's
 * types is among the room's.
 */
export function mayBookRoom(userAccess: readonly string[], roomAccess: readonly string[]): boolean {
  const types = bookableAccessTypes(userAccess);
  if (types === null || roomAccess.length === 0) return true;
  const mine = new Set(types.map((t) => t.toLowerCase()));
  return roomAccess.some((t) => mine.has(t.toLowerCase()));
}

/**
 * Who booked a slot (name, e-mail, purpose) shows only in the rooms a caller may book, and
 * always on the caller's own bookings (issue 36); administrators and approvers see every
 * booker. Elsewhere a slot says only that the time is taken, in these words.
 */
export const seesEveryBooker = (userAccess: readonly string[]) => can(userAccess, 'manageBookings') || can(userAccess, 'approveRooms');
export const HIDDEN_BOOKER = { purpose: 'Booked', name: '', email: '' } as const;

/** "Faculty", "Faculty or Staff", "Student, Faculty or Staff". */
function either(types: readonly string[]): string {
  if (types.length <= 1) return types.join('');
  return `${types.slice(0, -1).join(', ')} or ${types[types.length - 1]}`;
}

export const ROOM_STATE_MESSAGES = {
  /** 403: the booker's roles give none of the room's access types. */
  reservedFor: (types: readonly string[]) => `This room is reserved for ${either(types)}.`,
  /** 409: a retired room takes no new bookings, moves or approvals. */
  deactivated: (room: string) => `${room} has been deactivated and takes no new bookings.`,
  alreadyDeactivated: 'This room is already deactivated.',
  alreadyActive: 'This room is already active.',
} as const;
