import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ApartmentIcon from '@mui/icons-material/Apartment';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@shared/session/useCurrentUser';
import { useGetStatsQuery } from './api';
import { StatCard } from './StatCard';
import { pendingDescription, statValue } from './overview';

/**
 * What waits for an approver: the number of pending room requests (dean) and guest-house
 * requests (guest-house operator), each with a link to its list. Nothing for others.
 */
export function PendingRequestCards() {
  const { data } = useGetStatsQuery();
  const rooms = useCan('approveRooms');
  const guestHouse = useCan('approveGuestHouse');
  if (!rooms && !guestHouse) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      {rooms && (
        <StatCard
          title="Pending Room Requests"
          value={statValue(data?.pendingRoomRequests)}
          description={pendingDescription(data?.pendingRoomRequests)}
          icon={<MeetingRoomIcon />}
          action={
            <Button component={RouterLink} to="/room_booking" size="small">
              Review room requests
            </Button>
          }
        />
      )}
      {guestHouse && (
        <StatCard
          title="Pending Guest-House Requests"
          value={statValue(data?.pendingGuestHouseRequests)}
          description={pendingDescription(data?.pendingGuestHouseRequests)}
          icon={<ApartmentIcon />}
          action={
            <Button component={RouterLink} to="/igh" size="small">
              Review guest-house requests
            </Button>
          }
        />
      )}
    </Stack>
  );
}
