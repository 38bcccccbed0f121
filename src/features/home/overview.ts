/** SPEC.md §9: the Overview shows this many past bookings. */
export const RECENT_BOOKINGS_COUNT = 5;

/** SPEC.md "Home (Overview)": the stat cards' texts. */
export const STAT_TEXTS = {
  missing: '--',
  total: { title: 'Total Bookings', zero: 'No bookings yet. Start by booking a room!', some: 'Total bookings across all rooms' },
  upcoming: { title: 'Upcoming Bookings', zero: 'No upcoming bookings. Plan ahead!', some: 'Upcoming room bookings' },
} as const;

export type StatKind = 'total' | 'upcoming';

/** A stat's value as shown: the number, or "--" while it is missing. */
export function statValue(value: number | undefined): string {
  return value === undefined ? STAT_TEXTS.missing : String(value);
}

/**
 * Issue 35: what a user's own counts are of, in words that match My Bookings. SPEC.md's
 * "Total bookings across all rooms" is what an administrator's campus-wide count says.
 */
export const OWN_STAT_TEXTS: Record<StatKind, string> = {
  total: 'Your bookings in every status, as My Bookings lists them',
  upcoming: 'Your pending and confirmed bookings still to start',
};

/** The card's description: the zero text only for a real zero; otherwise what the count is of. */
export function statDescription(kind: StatKind, value: number | undefined, scope: 'own' | 'campus' = 'campus'): string {
  if (value === 0) return STAT_TEXTS[kind].zero;
  return scope === 'own' ? OWN_STAT_TEXTS[kind] : STAT_TEXTS[kind].some;
}

/** An approver's card: whether requests wait for a decision. */
export function pendingDescription(value: number | undefined): string {
  return value === 0 ? 'Nothing waits for your decision.' : 'Waiting for your decision';
}

/** The first bookings of the list the API already sorted newest first. */
export function recentBookings<T>(bookings: readonly T[] | undefined, count = RECENT_BOOKINGS_COUNT): T[] {
  return (bookings ?? []).slice(0, count);
}
