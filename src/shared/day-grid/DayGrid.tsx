import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { dayText } from '@contracts/campus-format';
import { PAGE_ROOMS, useGetSchedulePageQuery } from './scheduleApi';
import type { DayViewProps } from './types';
import { pastBeforeOf } from './useClock';
import { VirtualGrid } from './VirtualGrid';
import { RetryAlert } from '@shared/lists/RetryAlert';

/** The day grid of the rooms the filters select: loading, error and empty states, then the grid. */
export function DayGrid({ filters, tz, now, bookPast, onPick, onOpenBooking }: DayViewProps) {
  // The first page says how many rooms there are; it stays subscribed while the grid is shown.
  const { data, isLoading, isError, refetch } = useGetSchedulePageQuery({ ...filters, page: 1, limit: PAGE_ROOMS });

  if (isLoading) return <CircularProgress aria-label="Loading the day grid" sx={{ alignSelf: 'center' }} />;
  if (isError || !data) return <RetryAlert message="Failed to load the day grid. Please try again." onRetry={refetch} />;
  if (data.total === 0) return <Alert severity="info">No rooms match these filters.</Alert>;
  return (
    <VirtualGrid
      // A new day or filter is a new list: scroll and focus start again at the top.
      key={JSON.stringify(filters)}
      label={`Rooms on ${dayText(filters.date)}`}
      total={data.total}
      filters={filters}
      tz={tz}
      now={now}
      pastBefore={pastBeforeOf({ now, bookPast, onPick })}
      onPick={onPick}
      onOpenBooking={onOpenBooking}
    />
  );
}
