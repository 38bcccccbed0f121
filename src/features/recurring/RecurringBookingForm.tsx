import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { BOOKING_LIMITS } from '@contracts/booking-limits';
import { RECURRING_MESSAGES } from '@contracts/booking-messages';
import { addDays } from '@contracts/usage-period';
import { campusToday } from '@shared/bookings/campusFormat';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { OnceOpened } from '@shared/layout/OnceOpened';
import { usePreloadWhenIdle } from '@shared/lazy/usePreloadWhenIdle';
import { useGetRoomsQuery } from '@shared/rooms/roomsApi';
import { useCan } from '@shared/session/useCurrentUser';
import { errorMessages, initialValues, toRequest, type RecurringFormValues } from './form';
import { PatternRowsEditor } from './PatternRowsEditor';
import { RoomSelect } from './RoomSelect';
import { summarizeOccurrences } from './summary';
import { useRecurringSubmit } from './useRecurringSubmit';
import { recurringRules, validateRecurring } from './validate';

// The picker and its Autocomplete load after the form: the route stays within its bundle budget (docs/decisions/0203).
const BookForPicker = lazy(() => import('@shared/bookings/BookForPicker').then((m) => ({ default: m.BookForPicker })));
// The conflicts dialog loads when a series first clashes.
const ConflictsDialog = lazy(() => import('./ConflictsDialog').then((m) => ({ default: m.ConflictsDialog })));

/** SPEC.md "Create Recurring Booking": one room, a date range, a purpose and weekly rows. */
export function RecurringBookingForm() {
  const tz = useCampusTz();
  const rooms = useGetRoomsQuery();
  const formik = useFormik<RecurringFormValues>({
    initialValues: initialValues(),
    validate: validateRecurring,
    validateOnBlur: false,
    onSubmit: (values) => flow.submit(toRequest(values), values.bookFor?.name),
  });
  // Issue 35: an administrator may name whose series it is.
  const mayBookFor = useCan('manageBookings');
  const flow = useRecurringSubmit(() => formik.resetForm({ values: initialValues() }));
  usePreloadWhenIdle(recurringRules);
  // Past days and today are off: a series starts tomorrow at the earliest.
  // Plain calendar arithmetic: dayjs is not needed to draw the form (docs/decisions/0268).
  const firstDay = addDays(campusToday(tz), 1);
  const { values, setFieldValue } = formik;
  const submitted = formik.submitCount > 0;
  const messages = submitted ? errorMessages(formik.errors) : [];
  const summary =
    values.startDate && values.endDate && values.pattern.length > 0
      ? summarizeOccurrences(values.pattern, values.startDate, values.endDate)
      : null;

  if (rooms.isLoading) return <CircularProgress aria-label="Loading rooms" sx={{ display: 'block', mx: 'auto', mt: 8 }} />;
  if (rooms.isError) return <Alert severity="error">Error fetching rooms</Alert>;

  return (
    <Card variant="outlined">
      <CardContent component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Create recurring booking">
        <Stack spacing={3}>
          <RoomSelect
            rooms={rooms.data ?? []}
            value={values.roomId}
            onChange={(id) => setFieldValue('roomId', id)}
            error={submitted && !!formik.errors.roomId}
          />
          {mayBookFor && (
            <Suspense fallback={null}>
              <BookForPicker value={values.bookFor} onChange={(booker) => setFieldValue('bookFor', booker)} />
            </Suspense>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['startDate', 'endDate'] as const).map((field) => (
              <TextField
                key={field}
                type="date"
                label={field === 'startDate' ? 'Start date' : 'End date'}
                required
                value={values[field]}
                error={submitted && !!formik.errors[field]}
                onChange={(e) => setFieldValue(field, e.target.value)}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: field === 'endDate' && values.startDate ? values.startDate : firstDay },
                }}
                fullWidth
              />
            ))}
          </Stack>
          <TextField
            label="Purpose"
            required
            multiline
            minRows={2}
            value={values.purpose}
            error={submitted && !!formik.errors.purpose}
            onChange={(e) => setFieldValue('purpose', e.target.value)}
            helperText={`${values.purpose.length}/${BOOKING_LIMITS.purposeMaxOnCreate} characters`}
          />
          <PatternRowsEditor rows={values.pattern} onChange={(rows) => setFieldValue('pattern', rows)} showErrors={submitted} />
          {summary && (
            <Alert severity={summary.count === 0 || summary.tooMany ? 'warning' : 'info'} aria-label="Bookings to be made">
              <Typography variant="body2">{summary.text}</Typography>
              {summary.tooMany && <Typography variant="body2">{RECURRING_MESSAGES.tooManyHint}</Typography>}
            </Alert>
          )}
          {messages.map((m) => (
            <Alert key={m} severity="error">
              {m}
            </Alert>
          ))}
          {/* Not `disabled` while booking: disabling the focused button dropped the keyboard focus
              to the page, and the conflicts dialog then had nothing to give it back to. A second
              press while booking is ignored instead (useRecurringSubmit). */}
          <Button type="submit" variant="contained" aria-disabled={flow.creating} sx={{ alignSelf: 'flex-start' }}>
            {flow.creating ? 'Booking...' : 'Create Recurring Booking'}
          </Button>
        </Stack>
      </CardContent>
      <OnceOpened opened={flow.conflicts !== null}>
        <ConflictsDialog conflicts={flow.conflicts} confirming={flow.confirming} onConfirm={flow.confirm} onCancel={flow.cancel} />
      </OnceOpened>
    </Card>
  );
}
