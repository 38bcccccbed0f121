import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { FreeRoomsQuery, FreeRoomsResponse } from '@contracts/booking';
import { ClosedRoomResult, FreeRoomResult } from './FreeRoomResult';

/** Results shown at first; more on request. */
const SHOWN = 10;

const roomsAre = (n: number) => `${n} ${n === 1 ? 'room is' : 'rooms are'}`;

/**
 * One search's answer: the free rooms, best fit first, each with Book; then the rooms a
 * closure takes for some of the time, each marked with its reason and no Book.
 * Keyed by the search, so a new search starts with the first rooms and none open.
 */
export function FreeRoomAnswer({ answer, query, tz }: { answer: FreeRoomsResponse; query: FreeRoomsQuery; tz: string }) {
  const [shown, setShown] = useState(SHOWN);
  const [booking, setBooking] = useState<number | null>(null);
  const { rooms, closed } = answer;
  return (
    <>
      <Typography role="status" variant="body2">
        {rooms.length === 0 ? 'No room is free for the whole time.' : `${roomsAre(rooms.length)} free, best fit first.`}
        {closed.length > 0 && ` ${roomsAre(closed.length)} closed then.`}
      </Typography>
      <List aria-label="Free rooms" disablePadding>
        {rooms.slice(0, shown).map((room) => (
          <FreeRoomResult
            key={room.id}
            room={room}
            date={query.date}
            start={query.start}
            end={query.end}
            tz={tz}
            open={booking === room.id}
            onToggle={() => setBooking(booking === room.id ? null : room.id)}
          />
        ))}
      </List>
      {rooms.length > shown && (
        <Button onClick={() => setShown(shown + SHOWN)} sx={{ alignSelf: 'flex-start' }}>
          Show more rooms ({rooms.length - shown} left)
        </Button>
      )}
      {closed.length > 0 && (
        <List aria-label="Closed rooms" disablePadding>
          {closed.map((room) => (
            <ClosedRoomResult key={room.id} room={room} />
          ))}
        </List>
      )}
    </>
  );
}
