import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { AgendaRoom } from './AgendaRoom';
import { PAGE_ROOMS, useGetSchedulePageQuery } from './scheduleApi';
import type { DayViewProps } from './types';
import { pastBeforeOf } from './useClock';
import { RetryAlert } from '@shared/lists/RetryAlert';

/**
 * The phone's day grid: one block's rooms as a list, each with its free and booked periods,
 * a page of rooms at a time ("Show more rooms" loads the next).
 */
export function DayAgenda(props: DayViewProps) {
  const [pages, setPages] = useState(1);
  return (
    // A new day or filter starts again at the first page.
    <Stack key={JSON.stringify(props.filters)} spacing={2} component="section" aria-label="Agenda">
      {Array.from({ length: pages }, (_, i) => (
        <AgendaPage key={i} page={i + 1} last={i + 1 === pages} onMore={() => setPages(pages + 1)} {...props} />
      ))}
    </Stack>
  );
}

function AgendaPage({
  page,
  last,
  onMore,
  filters,
  tz,
  now,
  bookPast,
  onPick,
  onOpenBooking,
}: DayViewProps & { page: number; last: boolean; onMore: () => void }) {
  const { data, isLoading, isError, refetch } = useGetSchedulePageQuery({ ...filters, page, limit: PAGE_ROOMS });
  if (isLoading) return <CircularProgress aria-label="Loading rooms" sx={{ alignSelf: 'center' }} />;
  if (isError || !data) return <RetryAlert message="Failed to load the rooms. Please try again." onRetry={refetch} />;
  if (data.total === 0) return <Alert severity="info">No rooms match these filters.</Alert>;
  const left = data.total - page * PAGE_ROOMS;
  const pastBefore = pastBeforeOf({ now, bookPast, onPick });
  return (
    <>
      {data.rows.map((row) => (
        <AgendaRoom
          key={row.room.id}
          row={row}
          date={filters.date}
          tz={tz}
          pastBefore={pastBefore}
          onPick={onPick}
          onOpenBooking={onOpenBooking}
        />
      ))}
      {last && left > 0 && (
        <Button onClick={onMore} sx={{ alignSelf: 'center' }}>
          Show more rooms ({left} left)
        </Button>
      )}
    </>
  );
}
