import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { WEEKDAY_NAMES, type PatternRow } from '@contracts/recurring-dates';
import { newPatternRow, TIME_OPTIONS } from './form';

interface Props {
  rows: PatternRow[];
  onChange: (rows: PatternRow[]) => void;
  /** Marks rows whose end is not after their start. */
  showErrors: boolean;
}

/** The weekly pattern: one row per weekday and time range; the last row cannot be removed. */
export function PatternRowsEditor({ rows, onChange, showErrors }: Props) {
  const update = (index: number, change: Partial<PatternRow>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const select = (index: number, label: string, value: string | number, options: { value: string | number; label: string }[], field: keyof PatternRow, invalid = false) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      error={invalid}
      onChange={(e) => update(index, { [field]: field === 'day_of_week' ? Number(e.target.value) : e.target.value })}
      sx={{ minWidth: field === 'day_of_week' ? 150 : 120 }}
    >
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
    </TextField>
  );
  const days = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: d, label: WEEKDAY_NAMES[d] }));
  const times = TIME_OPTIONS.map((t) => ({ value: t, label: t }));

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>Weekly pattern</Typography>
      {rows.map((row, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }} role="group" aria-label={`Pattern row ${i + 1}`}>
          {select(i, 'Day', row.day_of_week, days, 'day_of_week')}
          {select(i, 'Start time', row.start_time, times.slice(0, -1), 'start_time')}
          {select(i, 'End time', row.end_time, times.slice(1), 'end_time', showErrors && row.end_time <= row.start_time)}
          <Tooltip title={rows.length === 1 ? 'At least one row is needed' : 'Remove row'}>
            <span>
              <IconButton aria-label={`Remove row ${i + 1}`} disabled={rows.length === 1} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, newPatternRow()])} sx={{ alignSelf: 'flex-start' }}>
        Add row
      </Button>
    </Stack>
  );
}
