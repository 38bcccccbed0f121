import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import type { FilterField } from './filterField';

// The chips (MUI's Chip) are drawn only once a filter is set: their code loads with the first one.
const ActiveFilterChips = lazy(() => import(/* webpackPrefetch: true */ './ActiveFilterChips'));

export type { FilterField };

export interface FilterPanelProps<K extends string> {
  title: string;
  fields: readonly FilterField<K>[];
  values: Record<K, string>;
  onChange(key: K, value: string): void;
  onClearAll(): void;
}

/** A search panel of clearable text filters, with removable chips and "Clear All" once any is set. */
export function FilterPanel<K extends string>({ title, fields, values, onChange, onClearAll }: FilterPanelProps<K>) {
  const active = fields.filter((f) => values[f.key].trim() !== '');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {active.length > 0 && (
          <Button size="small" onClick={onClearAll}>
            Clear All
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${fields.length}, 1fr)` } }}>
        {fields.map((field) => (
          <TextField
            key={field.key}
            size="small"
            label={field.label}
            placeholder={field.placeholder}
            value={values[field.key]}
            onChange={(event) => onChange(field.key, event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: values[field.key] ? (
                  <InputAdornment position="end">
                    <IconButton size="small" aria-label={`Clear ${field.label}`} onClick={() => onChange(field.key, '')}>
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
        ))}
      </Box>
      {active.length > 0 && (
        <Suspense fallback={null}>
          <ActiveFilterChips active={active} values={values} onChange={onChange} />
        </Suspense>
      )}
    </Paper>
  );
}
