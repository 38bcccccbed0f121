import { FeedLinkDialog } from '@shared/calendar/FeedLinkDialog';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useCreateCalendarFeedMutation, useGetCalendarFeedQuery } from './api';

/** User menu → "Calendar feed": the user's own bookings as a subscription link. */
export function CalendarFeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const feed = useGetCalendarFeedQuery(undefined, { skip: !open });
  const [create, created] = useCreateCalendarFeedMutation();
  return (
    <FeedLinkDialog
      open={open}
      title="Calendar feed"
      description="Your bookings from 30 days ago to a year ahead, in Google Calendar, Outlook or any calendar that subscribes to a URL. Pending requests show as tentative."
      url={created.data?.url ?? null}
      createdAt={created.data?.created_at ?? feed.data?.created_at}
      busy={created.isLoading}
      error={created.isError ? (serverMessage(created.error) ?? 'Could not create a link. Please try again.') : null}
      onCreate={() => void create()}
      onClose={onClose}
    />
  );
}
