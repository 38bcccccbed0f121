import { memo, useMemo } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { timeRangeText, timeText } from '@contracts/campus-format';
import { buildSlots, slotEnd, slotStart } from '@shared/bookings/daySlots';
import { agendaPeriods, blockedSlots, cellState, defaultRange, rowCells, type GridCell } from './cells';
import type { GridRow } from './scheduleRows';
import type { OnOpenBooking, OnPick } from './types';

interface Props {
  row: GridRow;
  date: string;
  tz: string;
  pastBefore: number;
  onPick?: OnPick;
  onOpenBooking?: OnOpenBooking;
}

const span = (period: GridCell) => timeRangeText(slotStart(period.from), slotEnd(period.to));

/** One room of the agenda: its periods of the day, each free one with "Book this" (an hour from its start). */
export const AgendaRoom = memo(function AgendaRoom({ row, date, tz, pastBefore, onPick, onOpenBooking }: Props) {
  const { room } = row;
  const cells = useMemo(() => rowCells(buildSlots(date, tz, row.bookings, pastBefore, row.closures)), [date, tz, row, pastBefore]);
  const periods = useMemo(() => agendaPeriods(cells), [cells]);
  const blocked = useMemo(() => blockedSlots(cells), [cells]);
  const titleId = `agenda-room-${room.id}`;

  const action = (period: GridCell) => {
    if (period.kind === 'free' && onPick) {
      const range = defaultRange(period.from, blocked);
      return (
        <Button
          size="small"
          variant="outlined"
          aria-label={`Book this: ${room.room_name} from ${timeText(slotStart(period.from))}`}
          onClick={() => onPick({ room, date, start: slotStart(range.start), end: slotEnd(range.end) })}
        >
          Book this
        </Button>
      );
    }
    if (period.booking && onOpenBooking) {
      const booking = period.booking;
      return (
        <Button size="small" variant="outlined" aria-label={`Edit: ${booking.purpose}`} onClick={() => onOpenBooking(booking, room)}>
          Edit
        </Button>
      );
    }
    return null;
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {room.room_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[room.block_name, room.capacity ? `${room.capacity} seats` : null, ...room.features].filter(Boolean).join(' · ')}
        </Typography>
        <List dense disablePadding aria-label={`${room.room_name} periods`}>
          {periods.map((period) => (
            <ListItem key={period.from} divider disableGutters>
              <Stack direction="row" sx={{ width: '100%', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography
                  variant="body2"
                  color={period.kind === 'past' ? 'text.secondary' : 'text.primary'}
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  <b>{span(period)}</b> · {cellState(period)}
                </Typography>
                {action(period)}
              </Stack>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
});
