import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { UsagePreset } from '@contracts/usage-period';
import type { usePeriod } from './usePeriod';

const PRESETS: { value: UsagePreset; label: string }[] = [
  { value: 'last-30', label: 'Last 30 days' },
  { value: 'this-term', label: 'This term' },
  { value: 'last-90', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom' },
];

/** The period presets and, for a custom period, its two dates. */
export function PeriodPicker({ state }: { state: ReturnType<typeof usePeriod> }) {
  const { preset, setPreset, custom, setCustom, problem } = state;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Period"
        value={preset}
        onChange={(_e, value: UsagePreset | null) => value && setPreset(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {PRESETS.map((p) => (
          <ToggleButton key={p.value} value={p.value}>
            {p.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' && (
        <Stack direction="row" spacing={2}>
          <TextField
            type="date"
            size="small"
            label="From"
            value={custom.from}
            onChange={(e) => setCustom({ ...custom, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={custom.to}
            onChange={(e) => setCustom({ ...custom, to: e.target.value })}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      )}
    </Stack>
  );
}
