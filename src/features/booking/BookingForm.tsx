import { memo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useSnackbar } from '@shared/toasts';
import * as yup from 'yup';
import { BOOKING_LIMITS } from '@contracts/booking-limits';
import { purposeViolation } from '@contracts/booking-rules';
import { ruleTest } from '@shared/forms/ruleTest';
import { StatusBadge } from '@shared/bookings/StatusBadge';
import { ToastText } from '@shared/bookings/ToastText';
import { timeRangeText } from '@contracts/campus-format';
import { spanLabel } from '@shared/bookings/campusFormat';
import { campusIso, formatMinutes } from '@shared/bookings/campusTime';
import { serverMessage } from '@shared/bookings/serverMessage';
import type { WaitlistBody } from '@contracts/waitlist';
import { isTakenAnswer, JoinWaitlist } from '@shared/waitlist/JoinWaitlist';
import { useBookRoomMutation } from './api';
import type { Booker } from '@contracts/bookers';
import { BookForPicker } from '@shared/bookings/BookForPicker';
import { useCan } from '@shared/session/useCurrentUser';
import { bookedAnswer, durationProblem } from './bookRoomHelpers';

/** SPEC.md §5 "Booking": a purpose, trimmed, of at most 200 characters (the server's own rule). */
const bookingSchema = yup.object({
  purpose: yup
    .string()
    .required()
    .test(ruleTest('purpose', (value: string | undefined) => purposeViolation(value ?? '', 'create'))),
});

interface Props {
  roomId: number;
  date: string;
  tz: string;
  /** The chosen range as campus wall-clock times, or null. */
  selection: { start: string; end: string; slots: number } | null;
  onBooked: () => void;
}

/** Purpose and Confirm under a room's timeline (SPEC.md §5 "Booking"). Memoised: see RoomDayCard. */
export const BookingForm = memo(function BookingForm({ roomId, date, tz, selection, onBooked }: Props) {
  const [bookRoom, { isLoading }] = useBookRoomMutation();
  // A time refused as taken, which the user may wait for (issue 32).
  const [taken, setTaken] = useState<WaitlistBody | null>(null);
  // Issue 35: an administrator may name whose booking it is.
  const mayBookFor = useCan('manageBookings');
  const [bookFor, setBookFor] = useState<Booker | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const formik = useFormik({ initialValues: { purpose: '' }, validationSchema: bookingSchema, onSubmit: () => confirm() });
  const purpose = formik.values.purpose;
  const minutes = selection ? selection.slots * BOOKING_LIMITS.slotMinutes : 0;
  // Shown as soon as the range is too long, instead of the server refusing it on Confirm.
  const problem = durationProblem(minutes);
  // Checked at once (formik's own validation runs after the change), so Confirm never flickers.
  const canConfirm = selection !== null && !problem && bookingSchema.isValidSync({ purpose }) && !isLoading;

  const confirm = async () => {
    if (!selection || !canConfirm) return;
    const slot = {
      room_id: roomId,
      start_time: campusIso(date, selection.start, tz),
      end_time: campusIso(date, selection.end, tz),
      purpose: purpose.trim(),
    };
    // Booked for someone else by an administrator (issue 35); the waitlist is the caller's own.
    const request = bookFor ? { ...slot, booker_id: bookFor.id } : slot;
    setTaken(null);
    try {
      const { booking } = await bookRoom(request).unwrap();
      const answer = bookedAnswer(booking.status);
      // Issue 35: the room and the date with the time, e.g. "Conference Room 101, Wed, Mar 04, 2026, 12:00 PM – 01:00 PM".
      const what = `${booking.rooms}, ${spanLabel(booking.start_time, booking.end_time, tz)}${bookFor ? `, for ${bookFor.name}` : ''}`;
      const badge = answer.pending ? <StatusBadge status="pending" /> : null;
      enqueueSnackbar(<ToastText title={answer.title} detail={what} badge={badge} note={answer.note} />, {
        variant: answer.pending ? 'info' : 'success',
      });
      formik.resetForm();
      onBooked();
    } catch (error) {
      // Every 4xx answer carries a message written for the user: a broken rule (400), a room
      // reserved for others (403), a clash or a policy limit (409), too many changes (429).
      const status = (error as { status?: unknown }).status;
      const detail = typeof status === 'number' && status >= 400 && status < 500 ? serverMessage(error) : null;
      if (isTakenAnswer(error)) setTaken(slot);
      enqueueSnackbar(<ToastText title="Failed to book room" detail={detail ?? 'Something went wrong. Please try again.'} />, {
        variant: 'error',
      });
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {selection ? `Selected ${timeRangeText(selection.start, selection.end)} · Duration ${formatMinutes(minutes)}` : 'No time selected'}
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      {mayBookFor && <BookForPicker value={bookFor} onChange={setBookFor} />}
      <TextField
        label="Purpose"
        {...formik.getFieldProps('purpose')}
        required
        size="small"
        slotProps={{ htmlInput: { maxLength: BOOKING_LIMITS.purposeMaxOnCreate } }}
        helperText={`${purpose.length}/${BOOKING_LIMITS.purposeMaxOnCreate} characters`}
      />
      <Button type="submit" variant="contained" disabled={!canConfirm} sx={{ alignSelf: 'flex-start' }}>
        Confirm
      </Button>
      {taken && <JoinWaitlist request={taken} onDone={() => setTaken(null)} />}
    </Stack>
  );
});
