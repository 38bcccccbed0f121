import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { reasonViolation } from '@contracts/booking-rules';
import { reasonCounter } from './reason';

interface Props {
  label?: string;
  /** What the reason is for, before the counter, e.g. "Told to the requester." */
  hint: string;
  disabled?: boolean;
}

/**
 * The one reason field (a decision, a bulk action, a room's cancelled bookings), bound to
 * the surrounding formik form's `reason` (reason.ts). Not cut off at 500 characters (a paste
 * would lose its end silently): the counter and the rule's message say when it is too long.
 * A refusal the server gives (formik's field error, set by the form on a 400) shows until the text changes.
 */
export function ReasonField({ label = 'Reason (optional)', hint, disabled = false }: Props) {
  const [field, meta] = useField<string>('reason');
  const problem = reasonViolation(field.value) ?? meta.error ?? null;
  return (
    <TextField
      {...field}
      label={label}
      disabled={disabled}
      multiline
      minRows={2}
      maxRows={8}
      fullWidth
      margin="normal"
      error={problem !== null}
      helperText={problem ? `${problem} (${reasonCounter(field.value)})` : `${hint} ${reasonCounter(field.value)}`}
    />
  );
}
