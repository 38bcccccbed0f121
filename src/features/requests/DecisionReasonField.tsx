import TextField from '@mui/material/TextField';
import { reasonCounter, reasonProblem } from './decisionReason';

interface Props {
  value: string;
  onChange(value: string): void;
  /** The server's answer to the last try (a 400), shown until the text changes. */
  serverError: string | null;
  disabled: boolean;
}

/**
 * The decision dialogs' optional "Reason" (DESIGN.md §9): told to the requester with the
 * decision (a decline's, issue 13; an approval's too, issue 15). Not cut off at 500 characters (a paste would lose its end silently): the
 * counter and the server's own message say when it is too long.
 */
export function DecisionReasonField({ value, onChange, serverError, disabled }: Props) {
  const problem = reasonProblem(value) ?? serverError;
  return (
    <TextField
      label="Reason (optional)"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      multiline
      minRows={2}
      maxRows={8}
      fullWidth
      margin="normal"
      error={problem !== null}
      helperText={problem ? `${problem} (${reasonCounter(value)})` : `Told to the requester. ${reasonCounter(value)}`}
    />
  );
}
