import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { roleDescription, roleLabel } from '@contracts/role-words';

const SHOWN_CHIPS = 3;

/** Multi-select of the access roles in words, each with what it may do (issue 35): up to three chips, then a count of the rest. */
export function AccessSelect({ options, value, onChange }: { options: string[]; value: string[]; onChange(next: string[]): void }) {
  // Roles the user holds but the server no longer offers stay selectable, so saving never drops them silently.
  const all = [...options, ...value.filter((v) => !options.includes(v))];
  return (
    <TextField
      select
      label="Access"
      value={value}
      onChange={(event) => onChange(event.target.value as unknown as string[])}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => {
            const roles = selected as string[];
            return (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {roles.slice(0, SHOWN_CHIPS).map((role) => (
                  <Chip key={role} size="small" label={roleLabel(role)} />
                ))}
                {roles.length > SHOWN_CHIPS && <Chip size="small" variant="outlined" label={`+${roles.length - SHOWN_CHIPS}`} />}
              </Box>
            );
          },
        },
      }}
    >
      {all.map((role) => (
        <MenuItem key={role} value={role}>
          <Checkbox size="small" checked={value.includes(role)} />
          <ListItemText primary={roleLabel(role)} secondary={roleDescription(role)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
