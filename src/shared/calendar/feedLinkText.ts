import { formatBookingDate } from '@shared/bookings/campusFormat';

/** What the feed dialog says when no new link is on screen: none yet, or when the one in use was made. */
export function feedLinkText(createdAt: string | null | undefined, tz: string): string {
  if (createdAt === undefined) return 'Loading...';
  if (createdAt === null)
    return 'There is no link yet. Create one and add it to Google Calendar or Outlook ("From URL" / "Subscribe from web").';
  const made = formatBookingDate(createdAt, tz);
  return `A link created on ${made} is in use. For safety it is shown only when created: create a new link to copy it again (the old one then stops working).`;
}
