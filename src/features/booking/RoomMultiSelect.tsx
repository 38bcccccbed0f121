import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Room } from '@contracts/booking';
import { RoomFacts } from './ViewRoomDialog';

const VISIBLE_CHIPS = 3;

interface Props {
  options: Room[];
  value: Room[];
  onChange: (rooms: Room[]) => void;
}

const seats = (room: Room) => (room.capacity ? `${room.capacity} seats` : 'seats not listed');

/** Searchable multi-select: block and seats per option, a hover preview, 3 chips then "+N". */
export function RoomMultiSelect({ options, value, onChange }: Props) {
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={value}
      onChange={(_e, rooms) => onChange(rooms)}
      getOptionLabel={(room) => room.room_name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText="No rooms found."
      filterOptions={(rooms, { inputValue }) => {
        const q = inputValue.trim().toLowerCase();
        return rooms.filter((r) => `${r.room_name} ${r.block_name}`.toLowerCase().includes(q));
      }}
      renderOption={({ key, ...props }, room) => (
        <Tooltip key={key} placement="right" enterDelay={400} title={<RoomPreview room={room} />}>
          <Box component="li" {...props}>
            <Box>
              <Typography variant="body2">{room.room_name}</Typography>
              <Typography variant="caption" color="text.secondary">{`${room.block_name} · ${seats(room)}`}</Typography>
            </Box>
          </Box>
        </Tooltip>
      )}
      renderValue={(rooms, getItemProps) => (
        <>
          {rooms.slice(0, VISIBLE_CHIPS).map((room, index) => {
            const { key, ...chipProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={room.room_name} {...chipProps} />;
          })}
          {rooms.length > VISIBLE_CHIPS && <Chip size="small" label={`+${rooms.length - VISIBLE_CHIPS}`} />}
        </>
      )}
      renderInput={(params) => <TextField {...params} label="Rooms" placeholder="Search rooms" />}
    />
  );
}

function RoomPreview({ room }: { room: Room }) {
  return (
    <Box sx={{ p: 0.5, maxWidth: 260 }}>
      {room.image ? (
        <Box component="img" src={room.image} alt="" sx={{ width: '100%', height: 120, objectFit: 'cover', borderRadius: 1 }} />
      ) : (
        <Typography variant="caption">Image not available</Typography>
      )}
      <RoomFacts room={room} />
    </Box>
  );
}
