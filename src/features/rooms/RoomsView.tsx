import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { AdminRoom } from '@contracts/admin-rooms';
import { FilterPanel, type FilterField } from '@shared/lists/FilterPanel';
import { ListSkeleton } from '@shared/lists/ListSkeleton';
import { PaginationFooter } from '@shared/lists/PaginationFooter';
import { pagedListState } from '@shared/lists/pagedListState';
import { usePagedList } from '@shared/lists/usePagedList';
import { ImportButton } from '@shared/imports';
import { useGetAdminRoomsQuery, useGetBlocksQuery } from './api';
import type { RoomAction } from './RoomsList';
import { ROOM_COLUMNS } from './roomRows';
import type { RoomStateAction } from './RoomStateDialogs';

// The dialogs (their forms: formik, yup, the feature picker) load when first opened.
const RoomDialog = lazy(() => import('./RoomDialog').then((m) => ({ default: m.RoomDialog })));
const RoomFeedDialog = lazy(() => import('./RoomFeedDialog').then((m) => ({ default: m.RoomFeedDialog })));
const BlocksDialog = lazy(() => import('./BlocksDialog').then((m) => ({ default: m.BlocksDialog })));
const RoomStateDialogs = lazy(() => import('./RoomStateDialogs').then((m) => ({ default: m.RoomStateDialogs })));
// The rows (a table, or cards on a phone) load beside the rooms they show, behind the same skeleton.
const RoomsList = lazy(() => import('./RoomsList').then((m) => ({ default: m.RoomsList })));

type RoomFilterKey = 'room_name' | 'block_name' | 'features';
const EMPTY_FILTERS: Record<RoomFilterKey, string> = { room_name: '', block_name: '', features: '' };
const FILTER_FIELDS: FilterField<RoomFilterKey>[] = [
  { key: 'room_name', label: 'Room name', chip: 'Room:', placeholder: 'Search by room name...' },
  { key: 'block_name', label: 'Block name', chip: 'Block:', placeholder: 'Search by block...' },
  { key: 'features', label: 'Features', chip: 'Features:', placeholder: 'Search by feature...' },
];
/** SPEC.md §9: room filters apply 500 ms after typing stops. */
export const ROOM_FILTER_DEBOUNCE_MS = 500;

type DialogState =
  | { mode: 'closed' }
  | { mode: 'add' }
  | { mode: 'blocks' }
  | { mode: 'edit'; room: AdminRoom }
  | { mode: 'feed'; room: AdminRoom }
  | { mode: RoomStateAction; room: AdminRoom };

export function RoomsView() {
  const list = usePagedList(EMPTY_FILTERS, { delayMs: ROOM_FILTER_DEBOUNCE_MS });
  const rooms = useGetAdminRoomsQuery(list.args);
  const blocks = useGetBlocksQuery();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  // SPEC.md §8: failures to load rooms or blocks are only logged; the list stays as it was.
  useEffect(() => {
    if (rooms.isError) console.error('Failed to load rooms', rooms.error);
  }, [rooms.isError, rooms.error]);
  useEffect(() => {
    if (blocks.isError) console.error('Failed to load blocks', blocks.error);
  }, [blocks.isError, blocks.error]);

  const state = pagedListState(rooms, list.args);
  const act = useCallback((mode: RoomAction, room: AdminRoom) => setDialog({ mode, room }), []);
  const close = () => setDialog({ mode: 'closed' });

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Room Management
          </Typography>
          <Typography color="text.secondary">Manage rooms, blocks, and facilities for the portal.</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <ImportButton kind="rooms" />
          <Button variant="outlined" onClick={() => setDialog({ mode: 'blocks' })}>
            Blocks
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'add' })}>
            Add Room
          </Button>
        </Box>
      </Box>
      <FilterPanel title="Search Rooms" fields={FILTER_FIELDS} values={list.inputs} onChange={list.setFilter} onClearAll={list.clearAll} />
      <Paper variant="outlined">
        <Suspense fallback={<ListSkeleton label="Rooms" columns={ROOM_COLUMNS} rows={list.limit} />}>
          <RoomsList
            rooms={state.shown?.rooms}
            loading={state.loading}
            skeletonRows={list.limit}
            filtered={state.filtered}
            onAction={act}
          />
        </Suspense>
        <PaginationFooter
          page={list.page}
          limit={list.limit}
          total={state.total}
          totalPages={state.totalPages}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
        />
      </Paper>
      <Suspense fallback={null}>
        {dialog.mode === 'feed' && <RoomFeedDialog room={dialog.room} onClose={close} />}
        {dialog.mode === 'blocks' && <BlocksDialog onClose={close} />}
        {(dialog.mode === 'deactivate' || dialog.mode === 'reactivate' || dialog.mode === 'upcoming') && (
          <RoomStateDialogs key={`${dialog.mode}-${dialog.room.id}`} action={dialog.mode} room={dialog.room} onClose={close} />
        )}
        {(dialog.mode === 'add' || dialog.mode === 'edit') && (
          <RoomDialog
            key={dialog.mode === 'edit' ? dialog.room.id : 'new'}
            room={dialog.mode === 'edit' ? dialog.room : undefined}
            onClose={() => setDialog({ mode: 'closed' })}
          />
        )}
      </Suspense>
    </Box>
  );
}
