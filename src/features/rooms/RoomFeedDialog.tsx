import type { Room } from '@contracts/booking';
import { serverMessage } from '@shared/bookings/serverMessage';
import { FeedLinkDialog } from '@shared/calendar/FeedLinkDialog';
import { useCreateRoomFeedMutation, useGetRoomFeedQuery } from './feedApi';

/** Manage Rooms → "Calendar feed" of a room: its live bookings, with who booked them. */
export function RoomFeedDialog({ room, onClose }: { room: Room; onClose: () => void }) {
  const feed = useGetRoomFeedQuery(room.id);
  const [create, created] = useCreateRoomFeedMutation();
  return (
    <FeedLinkDialog
      open
      title={`Calendar feed of ${room.room_name}`}
      description="This room's bookings from 30 days ago to a year ahead, with who booked them. The link works while you manage rooms."
      url={created.data?.url ?? null}
      createdAt={created.data?.created_at ?? feed.data?.created_at}
      busy={created.isLoading}
      error={created.isError ? (serverMessage(created.error) ?? 'Could not create a link. Please try again.') : null}
      onCreate={() => void create(room.id)}
      onClose={onClose}
    />
  );
}
