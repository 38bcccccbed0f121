import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { ToastText } from '@shared/bookings/ToastText';
import { campusIso, formatMinutes } from '@shared/bookings/campusTime';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useBookRoomMutation } from './api';
import { durationProblem } from './bookRoomHelpers';
import { SLOT_MINUTES } from './timeline/slots';

export const BOOKING_PURPOSE_MAX = 200;

interface Props {
  roomId: number;
  date: string;
  tz: string;
  /** The chosen range as campus wall-clock times, or null. */
  selection: { start: string; end: string; slots: number } | null;
  onBooked: () => void;
}

/** Purpose and Confirm under a room's timeline (SPEC.md §5 "Booking"). */
export function BookingForm({ roomId, date, tz, selection, onBooked }: Props) {
  const [purpose, setPurpose] = useState('');
  const [bookRoom, { isLoading }] = useBookRoomMutation();
  const { enqueueSnackbar } = useSnackbar();
  const trimmed = purpose.trim();
  const minutes = selection ? selection.slots * SLOT_MINUTES : 0;
  // Shown as soon as the range is too long, instead of the server refusing it on Confirm.
  const problem = durationProblem(minutes);
  const canConfirm = selection !== null && !problem && trimmed.length > 0 && trimmed.length <= BOOKING_PURPOSE_MAX && !isLoading;

  const confirm = async () => {
    if (!selection || !canConfirm) return;
    try {
      await bookRoom({
        room_id: roomId,
        start_time: campusIso(date, selection.start, tz),
        end_time: campusIso(date, selection.end, tz),
        purpose: trimmed,
      }).unwrap();
      enqueueSnackbar(<ToastText title="Room booked successfully" detail={`${selection.start} – ${selection.end}`} />, { variant: 'success' });
      setPurpose('');
      onBooked();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      const detail = status === 409 || status === 400 ? serverMessage(error) : null;
      enqueueSnackbar(<ToastText title="Failed to book room" detail={detail ?? 'Something went wrong. Please try again.'} />, {
        variant: 'error',
      });
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {selection
          ? `Selected ${selection.start} – ${selection.end} · Duration ${formatMinutes(minutes)}`
          : 'No time selected'}
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField
        label="Purpose"
        value={purpose}
        onChange={(e) => setPurpose(e.target.value)}
        required
        size="small"
        slotProps={{ htmlInput: { maxLength: BOOKING_PURPOSE_MAX } }}
        helperText={`${purpose.length}/${BOOKING_PURPOSE_MAX} characters`}
      />
      <Button variant="contained" onClick={confirm} disabled={!canConfirm} sx={{ alignSelf: 'flex-start' }}>
        Confirm
      </Button>
    </Stack>
  );
}
