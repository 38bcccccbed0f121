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
import { timeText } from '@contracts/campus-format';
import { newPatternRow } from './form';
import { endTimeOptions, START_TIME_OPTIONS, withStartTime } from './patternTimes';

interface Props {
  rows: PatternRow[];
  onChange: (rows: PatternRow[]) => void;
  /** Marks rows whose end is not after their start. */
  showErrors: boolean;
}

/** The weekly pattern: one row per weekday and time range; the last row cannot be removed. */
export function PatternRowsEditor({ rows, onChange, showErrors }: Props) {
  const update = (index: number, change: (row: PatternRow) => PatternRow) => onChange(rows.map((r, i) => (i === index ? change(r) : r)));
  const select = (
    label: string,
    value: string | number,
    options: { value: string | number; label: string }[],
    pick: (value: string) => void,
    invalid = false,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      error={invalid}
      onChange={(e) => pick(e.target.value)}
      sx={{ minWidth: label === 'Day' ? 150 : 130 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const days = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: d, label: WEEKDAY_NAMES[d] }));
  // Values stay the wire's HH:mm; the options read in the one time format (issue 35).
  const times = (list: string[]) => list.map((t) => ({ value: t, label: timeText(t) }));

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Weekly pattern
      </Typography>
      {rows.map((row, i) => (
        <Stack
          key={i}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
          role="group"
          aria-label={`Pattern row ${i + 1}`}
        >
          {select('Day', row.day_of_week, days, (v) => update(i, (r) => ({ ...r, day_of_week: Number(v) })))}
          {select('Start time', row.start_time, times(START_TIME_OPTIONS), (v) => update(i, (r) => withStartTime(r, v)))}
          {/* Only ends after the start (and within 8 hours) are offered; a new start keeps the row's length. */}
          {select(
            'End time',
            row.end_time,
            times(endTimeOptions(row.start_time)),
            (v) => update(i, (r) => ({ ...r, end_time: v })),
            showErrors && row.end_time <= row.start_time,
          )}
          <Tooltip title={rows.length === 1 ? 'At least one row is needed' : 'Remove row'}>
            <span>
              <IconButton
                aria-label={`Remove row ${i + 1}`}
                disabled={rows.length === 1}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
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
