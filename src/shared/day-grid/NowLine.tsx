import Box from '@mui/material/Box';
import { BOOKING_LIMITS, timeToMinutes } from '@contracts/booking-limits';
import { campusClock } from '@contracts/campus-clock';
import { timeText } from '@contracts/campus-format';
import { ROWHEAD_WIDTH } from './gridLayout';

const { dayStartMinute, dayEndMinute } = BOOKING_LIMITS;

/** Where the current time falls across the day's columns (0–1), or null when it is not on this grid. */
export function nowFraction(date: string, tz: string, now: number): number | null {
  const wall = campusClock(tz).wall(new Date(now));
  const minute = timeToMinutes(wall.time);
  if (wall.date !== date || minute < dayStartMinute || minute >= dayEndMinute) return null;
  return (minute - dayStartMinute) / (dayEndMinute - dayStartMinute);
}

/** A line down today's grid at the current time (its time is in the line's title; the cells say "past"). */
export function NowLine({ date, tz, now }: { date: string; tz: string; now: number }) {
  const fraction = nowFraction(date, tz, now);
  if (fraction === null) return null;
  return (
    <Box
      aria-hidden
      data-now
      title={`Now, ${timeText(campusClock(tz).wall(new Date(now)).time)}`}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: `calc(${ROWHEAD_WIDTH}px + (100% - ${ROWHEAD_WIDTH}px) * ${fraction})`,
        width: 2,
        bgcolor: 'error.main',
        // Over the rows, under the room names that stay in view when the grid scrolls sideways.
        zIndex: 0,
        pointerEvents: 'none',
      }}
    />
  );
}
