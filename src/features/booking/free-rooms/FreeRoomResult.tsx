import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Room } from '@contracts/booking';
import { BookingForm } from '../BookingForm';
import { selectionOf } from './freeRoomTimes';

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
        <Button variant={open ? 'outlined' : 'contained'} size="small" onClick={onToggle} aria-expanded={open}>
          {open ? 'Close' : `Book ${start} – ${end}`}
        </Button>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Stack sx={{ pt: 2 }}>
          <BookingForm roomId={room.id} date={date} tz={tz} selection={selectionOf(start, end)} onBooked={onToggle} />
        </Stack>
      </Collapse>
    </ListItem>
  );
}
