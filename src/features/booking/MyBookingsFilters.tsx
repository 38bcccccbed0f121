import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { STATUS_LABELS } from '@contracts/booking-status';
import type { BookingFilters } from './myBookingsFiltering';

const STATUS = [
  ['all', 'All Status'],
  // SPEC.md's user filter speaks of decisions: "Approved" matches the stored confirmed.
  ...(['approved', 'pending', 'rejected'] as const).map((s) => [s, STATUS_LABELS[s]]),
  // What happens to a booking by itself (issues 32 and 35): a no-show released, a request never decided.
  ...(['released', 'expired'] as const).map((s) => [s, STATUS_LABELS[s]]),
];
const TYPE = [
  ['all', 'All Bookings'],
  ['normal', 'Normal Bookings'],
  ['recurring', 'Recurring Bookings'],
];
const SORT = [
  ['date-desc', 'Latest First'],
  ['date-asc', 'Oldest First'],
  ['room', 'Room Name'],
  ['status', 'Status'],
];

interface Props {
  filters: BookingFilters;
  onChange: (filters: BookingFilters) => void;
}

/** The "Filters & Search" card of My Bookings. */
export function MyBookingsFilters({ filters, onChange }: Props) {
  const select = (field: 'status' | 'type' | 'sort', label: string, choices: string[][]) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters[field]}
      onChange={(e) => onChange({ ...filters, [field]: e.target.value })}
      sx={{ minWidth: 170 }}
    >
      {choices.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          Filters &amp; Search
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            size="small"
            label="Search"
            placeholder="Search by room or purpose..."
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
            sx={{ flex: 1 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {select('status', 'Status', STATUS)}
          {select('type', 'Type', TYPE)}
          {select('sort', 'Sort by', SORT)}
        </Stack>
      </CardContent>
    </Card>
  );
}
