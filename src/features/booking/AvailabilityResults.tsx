import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BookedSlotsBody, Room } from '@contracts/booking';
import { dayText } from '@contracts/campus-format';
import { useCan } from '@shared/session/useCurrentUser';
import { useGetBookedSlotsQuery } from './api';
import { datesInRange, slotsByRoom } from './bookRoomHelpers';
import { RoomDayCard } from './RoomDayCard';
import { RetryAlert } from '@shared/lists/RetryAlert';
import { revealOnMount } from '@shared/layout/revealOnMount';

/** Days rendered at first; more on request, so a long range stays quick. */
const DAYS_PER_PAGE = 7;

interface Props {
  request: BookedSlotsBody;
  rooms: Room[];
  tz: string;
}

/** One card per room per day for the checked rooms and dates. */
export function AvailabilityResults({ request, rooms, tz }: Props) {
  const { data, isLoading, isError, refetch, fulfilledTimeStamp } = useGetBookedSlotsQuery(request);
  const [shownDays, setShownDays] = useState(DAYS_PER_PAGE);
  const byRoom = useMemo(() => slotsByRoom(data?.slots ?? []), [data]);
  const closedByRoom = useMemo(() => slotsByRoom(data?.closures ?? []), [data]);
  const dates = useMemo(() => datesInRange(request.start_date, request.end_date), [request]);
  // Slots that had begun when the answer came are past; a refetch moves this on.
  // Administrators may book earlier today (the server exempts them, DESIGN.md §5): nothing is past for them.
  const mayBookPast = useCan('manageBookings');
  const now = mayBookPast ? 0 : (fulfilledTimeStamp ?? 0);

  if (isLoading) return <CircularProgress aria-label="Loading availability" sx={{ alignSelf: 'center' }} />;
  if (isError) return <RetryAlert message="Failed to fetch slots. Please try again." onRetry={refetch} />;
  return (
    <Stack spacing={3} ref={revealOnMount} tabIndex={-1} role="region" aria-label="Availability results" sx={{ outline: 'none' }}>
      {dates.slice(0, shownDays).map((date) => (
        <Stack key={date} spacing={1.5} component="section" aria-label={dayText(date)}>
          <Typography variant="h6" component="h2">
            {dayText(date)}
          </Typography>
          {rooms.map((room) => (
            <RoomDayCard
              key={room.id}
              room={room}
              date={date}
              tz={tz}
              booked={byRoom.get(room.id) ?? NONE}
              closed={closedByRoom.get(room.id) ?? NONE}
              now={now}
            />
          ))}
        </Stack>
      ))}
      {dates.length > shownDays && (
        <Button onClick={() => setShownDays(shownDays + DAYS_PER_PAGE)} sx={{ alignSelf: 'center' }}>
          Show more days ({dates.length - shownDays} left)
        </Button>
      )}
    </Stack>
  );
}

const NONE: never[] = [];
