import { formatBookingDate, formatDateTime } from '@shared/bookings/campusFormat';

/** The bell's accessible name: what it is and, when there are some, how many are unread. */
/** The most unread notifications the bell's badge counts; above it shows "99+". */
export const BADGE_MAX = 99;

/** The bell's name, holding the badge's visible text (WCAG 2.5.3: the name contains the label). */
export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notifications';
  return `Notifications, ${unread > BADGE_MAX ? `${BADGE_MAX}+` : unread} unread`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When a notification came: "Just now", "5 min ago", "3 h ago" within a day, then the
 * campus date and time ("Thu, Mar 05, 2026, 10:30 AM"), in the one format (issue 35).
 */
export function whenLabel(createdAt: string, now: number, tz: string): string {
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return formatBookingDate(createdAt, tz);
  const ago = now - at;
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < 24 * HOUR) return `${Math.floor(ago / HOUR)} h ago`;
  return formatDateTime(createdAt, tz);
}
