import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { KIND_OPTIONS, SORT_OPTIONS, STATUS_OPTIONS, type AdminBookingFilters } from './filterOptions';

interface Props {
  filters: AdminBookingFilters;
  onChange: (patch: Partial<AdminBookingFilters>) => void;
}

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value as T)} sx={{ minWidth: 170 }}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Search, status, kind and sort of Manage Bookings. */
export function AdminBookingFiltersBar({ filters, onChange }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        Filters &amp; Search
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
        <TextField
          size="small"
          label="Search bookings"
          placeholder="Search by room, purpose, faculty name or e-mail..."
          value={filters.search}
          onChange={(e) => onChange({ search: e.target.value })}
          sx={{ flex: 1, minWidth: 240 }}
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: filters.search ? (
                <InputAdornment position="end">
                  <IconButton size="small" aria-label="Clear search" onClick={() => onChange({ search: '' })}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <Select label="Status" value={filters.status} options={STATUS_OPTIONS} onChange={(status) => onChange({ status })} />
        <Select label="Type" value={filters.kind} options={KIND_OPTIONS} onChange={(kind) => onChange({ kind })} />
        <Select label="Sort by" value={filters.sort} options={SORT_OPTIONS} onChange={(sort) => onChange({ sort })} />
      </Box>
    </Paper>
  );
}
