/** Shared by client and server: plain data only. Issue 14: the kinds of notification a user may get by e-mail or not. */
export const MAIL_CATEGORIES = ['requests', 'decisions', 'changes', 'series'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** What each category is, as the Notification settings dialog names it. */
export const MAIL_CATEGORY_LABELS: Record<MailCategory, string> = {
  requests: 'New requests waiting for my decision',
  decisions: 'Decisions on my requests (approved or declined)',
  changes: 'My bookings booked, changed or cancelled by someone else',
  series: 'My recurring bookings created, changed or deleted',
};

/** The category of an event kind (booking.requested, igh.approved, series.changed, …). */
export function mailCategoryOf(kind: string): MailCategory {
  if (kind.startsWith('series.')) return 'series';
  if (kind.endsWith('.requested')) return 'requests';
  if (kind.endsWith('.approved') || kind.endsWith('.rejected') || kind.endsWith('.expired')) return 'decisions';
  return 'changes';
}

export const MAIL_MESSAGES = {
  settingsSaved: 'Notification settings saved',
  notFailed: (id: number) => `Undelivered mail not found: ${id}`,
  retried: 'The mail will be sent again shortly',
  feedCreated: 'A new calendar link was created; the old one no longer works',
  roomNotFound: (id: number) => `Room not found: ${id}`,
} as const;

export const CALENDAR_MESSAGES = {
  feedNotFound: 'Calendar feed not found',
} as const;
