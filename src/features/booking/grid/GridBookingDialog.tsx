import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dayText } from '@contracts/campus-format';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import type { GridPick } from '@shared/day-grid';
import { BookingForm } from '../BookingForm';
import { TimeRangeSelects } from '../TimeRangeSelects';
import { selectionOf } from '../free-rooms/freeRoomTimes';

/**
 * The booking form for a time chosen in the day grid: room and date as chosen, From and To
 * prefilled and changeable, then Book a Room's own form (purpose, Confirm), so the booking
 * goes through the same request, rules and messages. Closes once booked.
 */
export function GridBookingDialog({ pick, onClose }: { pick: GridPick | null; onClose: () => void }) {
  return (
    <Dialog open={pick !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="grid-booking-title">
      {pick && <PickedTime key={`${pick.room.id} ${pick.date} ${pick.start} ${pick.end}`} pick={pick} onClose={onClose} />}
    </Dialog>
  );
}

function PickedTime({ pick, onClose }: { pick: GridPick; onClose: () => void }) {
  const tz = useCampusTz();
  const [time, setTime] = useState({ start: pick.start, end: pick.end });
  const selection = useMemo(() => selectionOf(time.start, time.end), [time]);
  const { room } = pick;
  return (
    <>
      <DialogTitle id="grid-booking-title">Book {room.room_name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {[room.block_name, room.capacity ? `${room.capacity} seats` : null, dayText(pick.date)].filter(Boolean).join(' · ')}
          </Typography>
          <Stack direction="row" spacing={2}>
            <TimeRangeSelects start={time.start} end={time.end} onChange={setTime} />
          </Stack>
          <BookingForm roomId={room.id} date={pick.date} tz={tz} selection={selection} onBooked={onClose} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}
