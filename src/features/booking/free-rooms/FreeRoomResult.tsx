import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ClosedRoom, Room } from '@contracts/booking';
import { CLOSURE_MESSAGES } from '@contracts/closure-rules';
import { timeRangeText } from '@contracts/campus-format';
import { BookingForm } from '../BookingForm';
import { selectionOf } from './freeRoomTimes';

/** A room of the answer: its name and facts, with `action` beside them and `children` below. */
function RoomItem({ room, action, children }: { room: Room; action: ReactNode; children?: ReactNode }) {
  const facts = [room.block_name, room.capacity ? `${room.capacity} seats` : 'seats not listed', ...room.features].join(' · ');
  return (
    <ListItem divider sx={{ display: 'block' }} aria-label={room.room_name}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <div>
          <Typography sx={{ fontWeight: 600 }}>{room.room_name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {facts}
          </Typography>
        </div>
        {action}
      </Stack>
      {children}
    </ListItem>
  );
}

interface Props {
  room: Room;
  date: string;
  start: string;
  end: string;
  tz: string;
  open: boolean;
  onToggle: () => void;
}

/** One free room: its facts and Book, which opens the booking form for exactly the searched time. */
export function FreeRoomResult({ room, date, start, end, tz, open, onToggle }: Props) {
  const book = (
    <Button variant={open ? 'outlined' : 'contained'} size="small" onClick={onToggle} aria-expanded={open}>
      {open ? 'Close' : `Book ${timeRangeText(start, end)}`}
    </Button>
  );
  return (
    <RoomItem room={room} action={book}>
      <Collapse in={open} unmountOnExit>
        <Stack sx={{ pt: 2 }}>
          <BookingForm roomId={room.id} date={date} tz={tz} selection={selectionOf(start, end)} onBooked={onToggle} />
        </Stack>
      </Collapse>
    </RoomItem>
  );
}

/** A room a closure takes for some of the searched time: marked with the closure's reason, with nothing to book. */
export function ClosedRoomResult({ room }: { room: ClosedRoom }) {
  return (
    <RoomItem room={room} action={null}>
      <Typography variant="body2" color="error" sx={{ mt: 0.5, fontWeight: 500 }}>
        {CLOSURE_MESSAGES.closedRoom(room.closure.reason)}
      </Typography>
    </RoomItem>
  );
}
