import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import { addLabel } from './roomForm';

interface Props {
  label: string;
  /** Singular noun for the custom field, e.g. "feature". */
  noun: string;
  values: string[];
  quickAdd: readonly string[];
  onChange(next: string[]): void;
}

/** Removable chips with quick-add buttons and a custom entry; blanks and repeats are ignored. */
export function ChipListField({ label, noun, values, quickAdd, onChange }: Props) {
  const [custom, setCustom] = useState('');
  const has = (v: string) => values.some((x) => x.toLowerCase() === v.toLowerCase());
  const addCustom = () => {
    onChange(addLabel(values, custom));
    setCustom('');
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }} aria-label={`Selected ${label}`} role="list">
        {values.map((value) => (
          <Chip
            key={value}
            role="listitem"
            label={value}
            onDelete={() => onChange(values.filter((v) => v !== value))}
            deleteIcon={<CancelIcon titleAccess={`Remove ${value}`} />}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {quickAdd.map((option) => (
          <Button
            key={option}
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={has(option)}
            onClick={() => onChange(addLabel(values, option))}
          >
            {option}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label={`Custom ${noun}`}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addCustom();
            }
          }}
          sx={{ flex: 1 }}
        />
        <Button onClick={addCustom} aria-label={`Add custom ${noun}`}>
          Add
        </Button>
      </Box>
    </Box>
  );
}
