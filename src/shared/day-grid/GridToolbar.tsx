import { memo, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { FeaturesSelect } from '@shared/forms/FeaturesSelect';
import { SelectField, type SelectOption } from '@shared/forms/SelectField';
import { shiftDate, type GridFilters } from './gridParams';

/** Typing a number of seats waits for a pause before the grid asks again. */
const TYPING_MS = 400;

interface Props {
  filters: GridFilters;
  onChange: (patch: Partial<GridFilters>) => void;
  today: string;
  blocks: SelectOption[];
  features: string[];
  /** The phone's agenda shows one block at a time: no "All blocks". */
  oneBlock: boolean;
}

/**
 * The day (a date, the day before or after, today) and the filters: block, seats, features.
 * Memoised: its fields cost more to draw than the grid's first rows, and it changes seldom.
 */
export const GridToolbar = memo(function GridToolbar({ filters, onChange, today, blocks, features, oneBlock }: Props) {
  const [seats, setSeats] = useState(filters.min_capacity === null ? '' : String(filters.min_capacity));
  useEffect(() => {
    const wanted = Number(seats) >= 1 ? Math.floor(Number(seats)) : null;
    if (wanted === filters.min_capacity) return;
    const timer = window.setTimeout(() => onChange({ min_capacity: wanted }), TYPING_MS);
    return () => window.clearTimeout(timer);
  }, [seats, filters.min_capacity, onChange]);

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <IconButton aria-label="Previous day" onClick={() => onChange({ date: shiftDate(filters.date, -1) })}>
          <ChevronLeftIcon />
        </IconButton>
        <TextField
          type="date"
          size="small"
          label="Date"
          value={filters.date}
          onChange={(e) => e.target.value && onChange({ date: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 170 }}
        />
        <IconButton aria-label="Next day" onClick={() => onChange({ date: shiftDate(filters.date, 1) })}>
          <ChevronRightIcon />
        </IconButton>
        <Button size="small" onClick={() => onChange({ date: today })} disabled={filters.date === today}>
          Today
        </Button>
      </Stack>
      <SelectField
        label="Block"
        value={filters.block_id === null ? '' : String(filters.block_id)}
        emptyLabel={oneBlock ? undefined : 'All blocks'}
        options={blocks}
        onChange={(block) => onChange({ block_id: block ? Number(block) : null })}
        sx={{ minWidth: 170 }}
      />
      <TextField
        type="number"
        size="small"
        label="Minimum seats"
        value={seats}
        onChange={(e) => setSeats(e.target.value)}
        slotProps={{ htmlInput: { min: 1 } }}
        sx={{ width: 150 }}
      />
      <FeaturesSelect features={features} value={filters.features} onChange={(chosen) => onChange({ features: [...chosen].sort() })} />
    </Stack>
  );
});
