import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Rooms' features to require, any number of them (a room must have every one chosen). */
export function FeaturesSelect({
  features,
  value,
  onChange,
}: {
  features: string[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Features"
      value={value}
      onChange={(e) => onChange(e.target.value as unknown as string[])}
      slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).join(', ') } }}
      sx={{ minWidth: 180 }}
    >
      {features.map((f) => (
        <MenuItem key={f} value={f}>
          {f}
        </MenuItem>
      ))}
    </TextField>
  );
}
