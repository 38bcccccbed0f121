import { memo, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import BlockIcon from '@mui/icons-material/Block';
import ReplayIcon from '@mui/icons-material/Replay';
import ListIcon from '@mui/icons-material/ListAlt';
import type { AdminRoom } from '@contracts/admin-rooms';
import { ListTable } from '@shared/lists/ListTable';
import { blockText, capacityText, featureSummary } from './roomRows';

const COLUMNS = ['Room Name', 'Block', 'Features', 'Capacity', 'Actions'];

function Features({ features }: { features: string[] }) {
  if (!features.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No features
      </Typography>
    );
  const { shown, more } = featureSummary(features);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((f) => (
        <Chip key={f} size="small" label={f} />
      ))}
      {more > 0 && <Chip size="small" variant="outlined" label={`+${more} more`} />}
    </Box>
  );
}

export type RoomAction = 'edit' | 'feed' | 'deactivate' | 'reactivate' | 'upcoming';

interface Props {
  rooms: AdminRoom[] | undefined;
  loading: boolean;
  skeletonRows: number;
  filtered: boolean;
  onAction(action: RoomAction, room: AdminRoom): void;
}

/** Issue 15: an inactive room says so next to its name; it takes no bookings until reactivated. */
function RoomName({ room }: { room: AdminRoom }) {
  if (!room.deactivated_at) return <>{room.room_name}</>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span>{room.room_name}</span>
      <Chip size="small" color="warning" variant="outlined" label="Inactive" />
    </Box>
  );
}

interface RowAction {
  action: RoomAction;
  label: string;
  /** The accessible name before the room's name, e.g. "Deactivate" → "Deactivate Room 101". */
  name: string;
  icon: ReactElement;
  /** Text colour; warning's orange is under 4.5:1 on the paper, so a destructive action uses error's. */
  color?: 'error';
}

const EDIT: RowAction = { action: 'edit', label: 'Edit', name: 'Edit', icon: <EditIcon /> };
const FEED: RowAction = { action: 'feed', label: 'Feed', name: 'Calendar feed of', icon: <EventIcon /> };
const DEACTIVATE: RowAction = { action: 'deactivate', label: 'Deactivate', name: 'Deactivate', icon: <BlockIcon />, color: 'error' };
const REACTIVATE: RowAction = { action: 'reactivate', label: 'Reactivate', name: 'Reactivate', icon: <ReplayIcon /> };
const UPCOMING: RowAction = { action: 'upcoming', label: 'Bookings', name: 'Upcoming bookings of', icon: <ListIcon /> };

/** An inactive room offers Reactivate and its upcoming bookings (to cancel); an active one Deactivate. */
const actionsOf = (room: AdminRoom) => (room.deactivated_at ? [EDIT, FEED, REACTIVATE, UPCOMING] : [EDIT, FEED, DEACTIVATE]);

/** Memoised: typing in a filter re-renders the page, not the rows, until the list changes. */
export const RoomsTable = memo(function RoomsTable({ rooms, loading, skeletonRows, filtered, onAction }: Props) {
  return (
    <ListTable
      label="Rooms"
      columns={COLUMNS}
      loading={loading}
      skeletonRows={skeletonRows}
      isEmpty={rooms?.length === 0}
      emptyText={filtered ? 'No rooms found matching your search criteria.' : 'No rooms found.'}
    >
      {rooms?.map((room) => (
        <TableRow key={room.id} hover>
          <TableCell>
            <RoomName room={room} />
          </TableCell>
          <TableCell>{blockText(room.block_name)}</TableCell>
          <TableCell>
            <Features features={room.features} />
          </TableCell>
          <TableCell>{capacityText(room.capacity)}</TableCell>
          <TableCell>
            {actionsOf(room).map(({ action, label, name, icon, color }) => (
              <Button
                key={action}
                size="small"
                color={color}
                startIcon={icon}
                onClick={() => onAction(action, room)}
                aria-label={`${name} ${room.room_name}`}
              >
                {label}
              </Button>
            ))}
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
});
