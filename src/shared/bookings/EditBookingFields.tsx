import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { BOOKING_LIMITS } from '@contracts/booking-limits';
import { ADMIN_SETTABLE_STATUSES, STATUS_LABELS } from '@contracts/booking-rules';
import { StatusBadge } from './StatusBadge';
import { formatMinutes } from './campusTime';
import { formMinutes, type EditBookingForm, type EditMode } from './editBookingSchema';

const ADMIN_STATUSES = ADMIN_SETTABLE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** The editable fields; an error shows once the field was touched or changed. */
export function EditBookingFields({ mode, tz }: { mode: EditMode; tz: string }) {
  const { values, errors, touched, initialValues, getFieldProps } = useFormikContext<EditBookingForm>();
  const errorOf = (field: keyof EditBookingForm) =>
    (touched[field] || values[field] !== initialValues[field]) && errors[field] ? errors[field] : undefined;
  const minutes = formMinutes(values.start_time, values.end_time, tz);
  const timeInput = { htmlInput: { step: 900 }, inputLabel: { shrink: true } };

  return (
    <Stack spacing={2}>
      <TextField
        {...getFieldProps('purpose')}
        label="Purpose"
        multiline
        minRows={3}
        required
        error={Boolean(errorOf('purpose'))}
        helperText={errorOf('purpose') ?? `${values.purpose.length}/${BOOKING_LIMITS.purposeMaxOnEdit} characters`}
      />
      {errorOf('purpose') && (
        <Typography
          variant="caption"
          color="text.secondary"
        >{`${values.purpose.length}/${BOOKING_LIMITS.purposeMaxOnEdit} characters`}</Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...getFieldProps('start_time')}
          label="Start Time"
          type="datetime-local"
          fullWidth
          slotProps={timeInput}
          error={Boolean(errorOf('start_time'))}
          helperText={errorOf('start_time')}
        />
        <TextField
          {...getFieldProps('end_time')}
          label="End Time"
          type="datetime-local"
          fullWidth
          slotProps={timeInput}
          error={Boolean(errorOf('end_time'))}
          helperText={errorOf('end_time')}
        />
      </Stack>
      {minutes !== null && minutes > 0 && <Alert severity="info">Duration: {formatMinutes(minutes)}</Alert>}
      {mode === 'admin' && (
        <>
          <TextField {...getFieldProps('status')} select label="Status" error={Boolean(errorOf('status'))} helperText={errorOf('status')}>
            {ADMIN_STATUSES.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
          {values.status && values.status !== initialValues.status && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">Status will change to</Typography>
              <StatusBadge status={values.status} />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
