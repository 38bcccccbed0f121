import { memo, type ReactElement } from 'react';
import Box from '@mui/material/Box';
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
import { useNarrow } from '@shared/layout/useNarrow';
import { ListCards, type ListField } from '@shared/lists/ListCards';
import { ListTable } from '@shared/lists/ListTable';
import { RowActionButtons, type RowAction } from '@shared/lists/RowActions';
import { blockText, capacityText, featureSummary, ROOM_COLUMNS } from './roomRows';

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

const FIELDS: ListField<AdminRoom>[] = [
  { header: 'Block', render: (r) => blockText(r.block_name) },
  { header: 'Features', render: (r) => <Features features={r.features} /> },
  { header: 'Capacity', render: (r) => capacityText(r.capacity) },
];

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

interface RoomRowAction {
  action: RoomAction;
  label: string;
  /** The accessible name before the room's name, e.g. "Deactivate" → "Deactivate Room 101". */
  name: string;
  icon: ReactElement;
  /** Text colour; warning's orange is under 4.5:1 on the paper, so a destructive action uses error's. */
  color?: 'error';
}

const EDIT: RoomRowAction = { action: 'edit', label: 'Edit', name: 'Edit', icon: <EditIcon /> };
const FEED: RoomRowAction = { action: 'feed', label: 'Feed', name: 'Calendar feed of', icon: <EventIcon /> };
const DEACTIVATE: RoomRowAction = { action: 'deactivate', label: 'Deactivate', name: 'Deactivate', icon: <BlockIcon />, color: 'error' };
const REACTIVATE: RoomRowAction = { action: 'reactivate', label: 'Reactivate', name: 'Reactivate', icon: <ReplayIcon /> };
const UPCOMING: RoomRowAction = { action: 'upcoming', label: 'Bookings', name: 'Upcoming bookings of', icon: <ListIcon /> };

/** An inactive room offers Reactivate and its upcoming bookings (to cancel); an active one Deactivate. */
const actionsOf = (room: AdminRoom) => (room.deactivated_at ? [EDIT, FEED, REACTIVATE, UPCOMING] : [EDIT, FEED, DEACTIVATE]);

/**
 * Manage Rooms' list: a table on a wide screen, one card per room on a phone. Memoised: typing
 * in a filter re-renders the page, not the rows, until the list changes.
 */
export const RoomsList = memo(function RoomsList({ rooms, loading, skeletonRows, filtered, onAction }: Props) {
  const narrow = useNarrow();
  const emptyText = filtered ? 'No rooms found matching your search criteria.' : 'No rooms found.';
  const actions = (room: AdminRoom): RowAction[] =>
    actionsOf(room).map(({ action, label, name, icon, color }) => ({
      key: action,
      label,
      name: `${name} ${room.room_name}`,
      icon,
      color,
      onClick: () => onAction(action, room),
    }));
  if (narrow) {
    return (
      <ListCards
        label="Rooms"
        rows={rooms}
        loading={loading}
        skeletonRows={skeletonRows}
        emptyText={emptyText}
        rowKey={(r) => r.id}
        title={(r) => <RoomName room={r} />}
        fields={FIELDS}
        actions={(r) => <RowActionButtons actions={actions(r)} variant="outlined" />}
      />
    );
  }
  return (
    <ListTable
      label="Rooms"
      columns={ROOM_COLUMNS}
      loading={loading}
      skeletonRows={skeletonRows}
      isEmpty={rooms?.length === 0}
      emptyText={emptyText}
    >
      {rooms?.map((room) => (
        <TableRow key={room.id} hover>
          <TableCell>
            <RoomName room={room} />
          </TableCell>
          {FIELDS.map((f) => (
            <TableCell key={f.header}>{f.render(room)}</TableCell>
          ))}
          <TableCell>
            <RowActionButtons actions={actions(room)} variant="text" />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
});
