import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BookedSlot, Room } from '@contracts/booking';
import type { ClosedSlot } from '@contracts/blackouts';
import { CLOSURE_MESSAGES } from '@contracts/closure-rules';
import { dayText } from '@contracts/campus-format';
import { BookingForm } from './BookingForm';
import { ViewRoomDialog } from './ViewRoomDialog';
import { Timeline } from './timeline/Timeline';
import { selectedRange } from './timeline/selection';
import { buildSlots, slotEnd, slotStart } from '@shared/bookings/daySlots';
import { useTimelineSelection } from './timeline/useTimelineSelection';

interface Props {
  room: Room;
  date: string;
  tz: string;
  booked: readonly BookedSlot[];
  /** Closures over the room (issue 15): their slots cannot be chosen and say why. */
  closed: readonly ClosedSlot[];
  now: number;
}

/** One room on one day: facts, timeline and booking form. */
export function RoomDayCard({ room, date, tz, booked, closed, now }: Props) {
  const [viewing, setViewing] = useState(false);
  const slots = useMemo(() => buildSlots(date, tz, booked, now, closed), [date, tz, booked, now, closed]);
  const blocked = useMemo(() => slots.map((s) => Boolean(s.booking) || s.past || s.closure !== null), [slots]);
  // The reasons of the closures over this day, once each, said in words above the timeline.
  const reasons = useMemo(() => [...new Set(slots.flatMap((s) => (s.closure === null ? [] : [s.closure])))], [slots]);
  const { state, dispatch } = useTimelineSelection(blocked);
  const range = selectedRange(state, blocked);
  // Stable unless the range itself changes, so moving focus along the timeline leaves the form alone.
  const first = range?.start ?? -1;
  const last = range?.end ?? -1;
  const selection = useMemo(
    () => (first < 0 ? null : { start: slotStart(first), end: slotEnd(last), slots: last - first + 1 }),
    [first, last],
  );
  const onBooked = useCallback(() => dispatch({ type: 'clear' }), [dispatch]);
  const dayLabel = dayText(date);

  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={`${room.room_name}, ${dayLabel}`}
      // Up to 140 cards of 56 slots each: the browser skips style and layout of the cards off
      // screen (a click then lays out what is visible), sized meanwhile as last rendered.
      sx={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 420px' }}
    >
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <div>
            <Typography variant="h6" component="h3">
              {room.room_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {room.block_name}
              {room.capacity ? ` · ${room.capacity} seats` : ''} · {dayLabel}
            </Typography>
          </div>
          <Button size="small" variant="outlined" onClick={() => setViewing(true)}>
            View Room
          </Button>
        </Stack>
        {reasons.map((reason) => (
          <Typography key={reason} variant="body2" color="error" sx={{ mt: 1, fontWeight: 500 }}>
            {CLOSURE_MESSAGES.closed(reason)}
          </Typography>
        ))}
        <Timeline label={`Time slots for ${room.room_name} on ${dayLabel}`} slots={slots} state={state} dispatch={dispatch} />
        {state.phase === 'started' && (
          <Typography variant="caption" color="primary" role="status">
            Click another slot to complete your selection
          </Typography>
        )}
        <BookingForm roomId={room.id} date={date} tz={tz} selection={selection} onBooked={onBooked} />
      </CardContent>
      <ViewRoomDialog room={room} open={viewing} onClose={() => setViewing(false)} />
    </Card>
  );
}
