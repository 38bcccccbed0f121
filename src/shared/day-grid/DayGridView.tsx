import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { campusToday } from '@shared/bookings/campusTime';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { useNarrow } from '@shared/layout/useNarrow';
import type { Room } from '@contracts/booking';
import { useGetRoomsQuery } from '@shared/rooms/roomsApi';
import { DayAgenda } from './DayAgenda';
import { DayGrid } from './DayGrid';
import { GridLegend } from './GridLegend';
import { GridToolbar } from './GridToolbar';
import { PAGE_ROOMS, scheduleApi } from './scheduleApi';
import type { GridFilters } from './gridParams';
import type { DayViewProps } from './types';
import { useClock } from './useClock';
import { useGridFilters } from './useGridFilters';

type Props = Pick<DayViewProps, 'onPick' | 'onOpenBooking' | 'bookPast'>;

/** No rooms yet: one array, so the choices below (and the memoised toolbar) stay the same until they come. */
const NO_ROOMS: Room[] = [];

/**
 * The day grid with its day and filters (DESIGN.md §10): every room the user may book as a
 * row, 09:00–23:00 in quarter hours. Below 900 px it is the agenda of one block instead.
 */
export function DayGridView({ onPick, onOpenBooking, bookPast }: Props) {
  const tz = useCampusTz();
  const now = useClock();
  const today = campusToday(tz, now);
  const { filters, change } = useGridFilters(today);
  const narrow = useNarrow();
  const { data: rooms = NO_ROOMS } = useGetRoomsQuery(undefined, { skip: !useRoomsWanted(narrow, filters) });
  const blocks = useMemo(
    () =>
      [...new Map(rooms.map((r) => [r.block_id, r.block_name]))]
        .sort((a, b) => a[1].localeCompare(b[1]))
        .map(([id, name]) => ({ value: String(id), label: name })),
    [rooms],
  );
  const features = useMemo(() => [...new Set(rooms.flatMap((r) => r.features))].sort(), [rooms]);
  // The agenda shows one block: the chosen one, else the first.
  const agendaFilters = useMemo(
    () => ({ ...filters, block_id: filters.block_id ?? (blocks.length ? Number(blocks[0].value) : null) }),
    [filters, blocks],
  );

  return (
    // Spaced with gap (useFlexGap), as must be every Stack around the grid: Stack's margins come
    // with a rule `.stack > :not(style) ~ :not(style)`, and under an element of that class
    // Chrome restyles every drawn row whenever a row is added or removed while scrolling
    // (about 1,650 elements a step instead of the new row's 60; docs/decisions/0111).
    <Stack spacing={2} useFlexGap>
      <GridToolbar
        filters={narrow ? agendaFilters : filters}
        onChange={change}
        today={today}
        blocks={blocks}
        features={features}
        oneBlock={narrow}
      />
      <GridLegend />
      {narrow ? (
        agendaFilters.block_id !== null && (
          <DayAgenda filters={agendaFilters} tz={tz} now={now} bookPast={bookPast} onPick={onPick} onOpenBooking={onOpenBooking} />
        )
      ) : (
        <DayGrid filters={filters} tz={tz} now={now} bookPast={bookPast} onPick={onPick} onOpenBooking={onOpenBooking} />
      )}
    </Stack>
  );
}

/**
 * Whether to ask for the whole rooms list (the filters' choices): at once for the agenda, which
 * needs the blocks to pick one; for the grid only once its first rooms are in (or failed) and
 * from then on — on the embedded database one query runs at a time, and the list of 1,000
 * rooms (180 kB) held the grid's first rows back.
 */
function useRoomsWanted(narrow: boolean, filters: GridFilters): boolean {
  const first = scheduleApi.endpoints.getSchedulePage.useQueryState({ ...filters, page: 1, limit: PAGE_ROOMS });
  const [wanted, setWanted] = useState(false);
  const now = narrow || first.isSuccess || first.isError;
  // Set during render (React's pattern for state that follows props), once: it never turns back.
  if (now && !wanted) setWanted(true);
  return wanted || now;
}
