import TextField from '@mui/material/TextField';
import { REMINDER_CHOICES, REMINDER_LABELS, REMINDER_MESSAGES, type ReminderMinutes } from '@contracts/check-in';

/**
 * Issue 32: how long before each confirmed booking its reminder comes, in-app and by e-mail
 * (Off, 15, 30 or 60 minutes). Saved at once, like the switches beside it.
 */
export function ReminderSetting({
  value,
  disabled,
  onChange,
}: {
  value: ReminderMinutes;
  disabled: boolean;
  onChange(minutes: ReminderMinutes): void;
}) {
  return (
    <TextField
      select
      label={REMINDER_MESSAGES.settingLabel}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value) as ReminderMinutes)}
      slotProps={{ select: { native: true } }}
      sx={{ mb: 2, minWidth: 260 }}
    >
      {REMINDER_CHOICES.map((minutes) => (
        <option key={minutes} value={minutes}>
          {REMINDER_LABELS[minutes]}
        </option>
      ))}
    </TextField>
  );
}
