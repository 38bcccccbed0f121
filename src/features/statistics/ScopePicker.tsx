import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { SelectField } from '@shared/forms/SelectField';
import { useGetRoomsQuery } from '@shared/rooms/roomsApi';

export interface Scope {
  blockId?: number;
  roomId?: number;
}

/** Optional block and room (from the bookable rooms); a room list follows the chosen block. */
export function ScopePicker({ value, onChange }: { value: Scope; onChange: (scope: Scope) => void }) {
  const { data: rooms = [] } = useGetRoomsQuery();
  const blocks = useMemo(
    () => [...new Map(rooms.map((r) => [r.block_id, r.block_name])).entries()].sort((a, b) => a[1].localeCompare(b[1])),
    [rooms],
  );
  const roomsInBlock = rooms.filter((r) => value.blockId === undefined || r.block_id === value.blockId);
  const pick = (text: string) => (text === '' ? undefined : Number(text));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectField
        label="Block"
        value={value.blockId ?? ''}
        emptyLabel="All blocks"
        options={blocks.map(([id, name]) => ({ value: id, label: name }))}
        onChange={(id) => onChange({ blockId: pick(id) })}
        sx={{ minWidth: 200 }}
      />
      <SelectField
        label="Room"
        value={value.roomId ?? ''}
        emptyLabel="All rooms"
        options={roomsInBlock.map((r) => ({ value: r.id, label: r.room_name }))}
        onChange={(id) => onChange({ ...value, roomId: pick(id) })}
        sx={{ minWidth: 220 }}
      />
    </Stack>
  );
}
