import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Room } from '@contracts/booking';

interface Props {
  rooms: Room[];
  value: number | '';
  onChange: (roomId: number) => void;
  error: boolean;
}

const describe = (r: Room) => `${r.room_name} · ${r.block_name}${r.capacity ? ` · ${r.capacity} seats` : ''}`;

/** One room for the whole series. */
export function RoomSelect({ rooms, value, onChange, error }: Props) {
  const sorted = [...rooms].sort((a, b) => a.room_name.localeCompare(b.room_name));
  return (
    <TextField select label="Room" value={value} error={error} onChange={(e) => onChange(Number(e.target.value))} fullWidth required>
      {sorted.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {describe(r)}
        </MenuItem>
      ))}
    </TextField>
  );
}
