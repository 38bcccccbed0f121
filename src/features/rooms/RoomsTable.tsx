import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import type { Room } from '@contracts/booking';
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

interface Props {
  rooms: Room[] | undefined;
  loading: boolean;
  skeletonRows: number;
  filtered: boolean;
  onEdit(room: Room): void;
  onFeed(room: Room): void;
}

/** Memoised: typing in a filter re-renders the page, not the rows, until the list changes. */
export const RoomsTable = memo(function RoomsTable({ rooms, loading, skeletonRows, filtered, onEdit, onFeed }: Props) {
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
          <TableCell>{room.room_name}</TableCell>
          <TableCell>{blockText(room.block_name)}</TableCell>
          <TableCell>
            <Features features={room.features} />
          </TableCell>
          <TableCell>{capacityText(room.capacity)}</TableCell>
          <TableCell>
            <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(room)} aria-label={`Edit ${room.room_name}`}>
              Edit
            </Button>
            <Button size="small" startIcon={<EventIcon />} onClick={() => onFeed(room)} aria-label={`Calendar feed of ${room.room_name}`}>
              Feed
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
});
