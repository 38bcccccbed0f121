import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CancelIcon from '@mui/icons-material/Cancel';
import type { FilterField } from './filterField';

interface Props<K extends string> {
  active: readonly FilterField<K>[];
  values: Record<K, string>;
  onChange(key: K, value: string): void;
}

/** FilterPanel's removable chip per set filter (loaded with the first one: docs/decisions/0260). */
export default function ActiveFilterChips<K extends string>({ active, values, onChange }: Props<K>) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }} aria-label="Active filters">
      {active.map((field) => (
        <Chip
          key={field.key}
          size="small"
          label={`${field.chip} ${values[field.key].trim()}`}
          onDelete={() => onChange(field.key, '')}
          deleteIcon={<CancelIcon titleAccess={`Remove ${field.label} filter`} />}
        />
      ))}
    </Box>
  );
}
