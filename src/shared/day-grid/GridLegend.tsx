import { memo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STATUS_LABELS } from '@contracts/booking-status';
import { CELL_LOOKS } from './gridLayout';

const ENTRIES = [
  ['free', 'Free'],
  // The statuses in the one vocabulary's words (issue 35), as the badges say them.
  ['confirmed', STATUS_LABELS.confirmed],
  ['pending', STATUS_LABELS.pending],
  ['closed', 'Closed'],
  ['past', 'Past'],
] as const;

/** What the cells' looks mean; each differs in pattern or border, not in colour alone. */
export const GridLegend = memo(function GridLegend() {
  return (
    <Stack component="ul" direction="row" aria-label="Legend" sx={{ flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
      {ENTRIES.map(([look, label]) => (
        <Stack component="li" key={look} direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 20, height: 14, borderRadius: 0.5, ...CELL_LOOKS[look] }} />
          <Typography variant="body2">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
});
