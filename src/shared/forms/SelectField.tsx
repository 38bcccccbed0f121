import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface SelectOption {
  value: string | number;
  label: string;
}

type Props = Omit<TextFieldProps, 'select' | 'children' | 'onChange'> & {
  options: readonly SelectOption[];
  /** A first option with the value "" (for example "Any block"). */
  emptyLabel?: string;
  onChange: (value: string) => void;
};

/** A small single-choice select: the options as menu items, the chosen value as text. */
export function SelectField({ options, emptyLabel, onChange, size = 'small', ...field }: Props) {
  return (
    <TextField {...field} select size={size} onChange={(e) => onChange(String(e.target.value))}>
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
