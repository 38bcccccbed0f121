import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { BookedSlotsBody, Room } from '@contracts/booking';
import { campusToday, formatCalendarDate } from '@shared/bookings/campusTime';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { useGetRoomsQuery } from '@shared/rooms/roomsApi';
import { AvailabilityResults } from './AvailabilityResults';
import { DateRangeCalendars, type DateRange } from './DateRangeCalendars';
import { RoomMultiSelect } from './RoomMultiSelect';
import { FreeRoomSearch } from './free-rooms/FreeRoomSearch';
import { filterRoomsByKind, type RoomKind } from './bookRoomHelpers';

const MISSING_FIELDS = 'Please select all fields i.e, rooms, start date, end date.';

/** SPEC.md "Book a Room" (the "By room" view): choose rooms and dates, then book on each room's timeline. */
export function BookRoomView() {
  const tz = useCampusTz();
  const { data: rooms, isLoading, isError } = useGetRoomsQuery();
  const [kind, setKind] = useState<RoomKind>('all');
  const [selected, setSelected] = useState<Room[]>([]);
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  const [checked, setChecked] = useState<{ request: BookedSlotsBody; rooms: Room[] } | null>(null);
  const [missing, setMissing] = useState(false);
  const options = useMemo(() => filterRoomsByKind(rooms ?? [], kind), [rooms, kind]);
  // Issue 35: a start day alone checks that one day (one click); a second day makes a range.
  const end = range.end ?? range.start;
  const ready = selected.length > 0 && range.start !== null;

  if (isError) {
    return (
      <Box sx={{ minHeight: '80vh', display: 'grid', placeItems: 'center' }}>
        <Typography variant="h5" color="error">
          Error fetching rooms
        </Typography>
      </Box>
    );
  }

  const check = () => {
    if (!ready || !range.start || !end) return setMissing(true);
    setMissing(false);
    setChecked({
      request: { room_ids: selected.map((r) => r.id), start_date: range.start, end_date: end },
      rooms: selected,
    });
  };

  return (
    <>
      {isLoading ? (
        <CircularProgress aria-label="Loading rooms" sx={{ display: 'block', mx: 'auto', mt: 8 }} />
      ) : rooms && rooms.length === 0 ? (
        <Alert severity="info">No rooms found.</Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <ToggleButtonGroup
                exclusive
                value={kind}
                onChange={(_e, v: RoomKind | null) => v && setKind(v)}
                aria-label="Room type"
                size="small"
              >
                <ToggleButton value="all">All</ToggleButton>
                <ToggleButton value="conference">Conference Room</ToggleButton>
                <ToggleButton value="classroom">Classroom</ToggleButton>
              </ToggleButtonGroup>
              <RoomMultiSelect options={options} value={selected} onChange={setSelected} />
              <DateRangeCalendars value={range} onChange={setRange} minDate={campusToday(tz)} />
              <Typography variant="body2" color="text.secondary">
                {`Start date: ${range.start ? formatCalendarDate(range.start) : '—'} · End date: ${end ? formatCalendarDate(end) : '—'}`}
                {range.start && !range.end ? ' (one day; pick another day for a range)' : ''}
              </Typography>
              {missing && <Alert severity="warning">{MISSING_FIELDS}</Alert>}
              <Button variant="contained" onClick={check} disabled={!ready} sx={{ alignSelf: 'flex-start' }}>
                Check Availability
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      {rooms && rooms.length > 0 && <FreeRoomSearch rooms={rooms} tz={tz} />}
      {checked && <AvailabilityResults key={JSON.stringify(checked.request)} request={checked.request} rooms={checked.rooms} tz={tz} />}
    </>
  );
}
