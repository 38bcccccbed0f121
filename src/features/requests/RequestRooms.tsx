import Chip from '@mui/material/Chip';
import type { RoomRequest } from '@contracts/requests';

/** Issue 35: the words by a room that is deactivated (approving a request in it is refused). */
export const INACTIVE_ROOM = 'Inactive — takes no new bookings';

/** A request's rooms, joined by comma (SPEC.md), with a deactivated room marked. */
export function RequestRooms({ request }: { request: Pick<RoomRequest, 'rooms' | 'inactive_rooms'> }) {
  const inactive = request.inactive_rooms ?? [];
  return (
    <>
      {request.rooms.join(', ')}
      {inactive.length > 0 && (
        <Chip size="small" variant="outlined" color="warning" sx={{ ml: 1 }} label={INACTIVE_ROOM} title={inactive.join(', ')} />
      )}
    </>
  );
}
