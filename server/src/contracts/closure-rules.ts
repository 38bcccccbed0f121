/**
 * Blackout periods ("Closures", issue 15): a time range over the whole campus, one block or
 * chosen rooms, with a reason. Shared by client and server: plain values only (the schemas are in blackouts.ts).
 */

export const BLACKOUT_SCOPES = ['campus', 'block', 'rooms'] as const;
export type BlackoutScope = (typeof BLACKOUT_SCOPES)[number];

export const BLACKOUT_LIMITS = {
  reasonMax: 200,
  roomsMax: 200,
  /** The longest closure: two years, as far ahead as anyone may book. */
  maxDays: 731,
} as const;

export const CLOSURE_MESSAGES = {
  /** The refusal of every booking write inside a closure; the timeline and conflict review say the same. */
  closed: (reason: string) => `Room closed: ${reason}`,
  closedLabel: 'Room closed',
  /** A closed room as "Find a free room" lists it. */
  closedRoom: (reason: string) => `Closed: ${reason}`,
  created: 'Closure created',
  deleted: 'Closure deleted',
  notFound: 'Closure not found',
  overrideForbidden: 'Only administrators can book over a closure.',
  badTime: (field: string) => `${field} must be a date and time with its offset, e.g. 2026-11-09T00:00:00+05:30`,
  inverted: 'The closure must end after it starts.',
  tooLong: `A closure can last at most ${BLACKOUT_LIMITS.maxDays} days.`,
  ended: 'The closure must end in the future.',
  reasonEmpty: 'Please give a reason for the closure.',
  reasonTooLong: `The reason can be at most ${BLACKOUT_LIMITS.reasonMax} characters.`,
  scopeBlock: 'Choose the block to close.',
  scopeRooms: 'Choose at least one room to close.',
  scopeExtra: (scope: BlackoutScope) =>
    scope === 'campus'
      ? 'A campus-wide closure names no block or rooms.'
      : scope === 'block'
        ? 'A block closure names no rooms.'
        : 'A rooms closure names no block.',
  unknownBlock: (id: number) => `Unknown block id: ${id}`,
  unknownRooms: (ids: readonly number[]) => `Unknown room ${ids.length === 1 ? 'id' : 'ids'}: ${ids.join(', ')}`,
  overlaps: (reason: string, range: string) => `This overlaps the closure "${reason}" (${range}) for the same rooms.`,
  cancelled: (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'} cancelled.`,
} as const;

/** A closure's reason, trimmed: required, at most BLACKOUT_LIMITS.reasonMax characters (the form's yup test and the server's 400). */
export function closureReasonViolation(reason: string | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (!text) return CLOSURE_MESSAGES.reasonEmpty;
  return text.length > BLACKOUT_LIMITS.reasonMax ? CLOSURE_MESSAGES.reasonTooLong : null;
}
