import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { dayjs, type Dayjs } from '@shared/bookings/campusTime';
import { BOOKING_LIMITS } from '@contracts/booking-limits';
import { pickRangeDay } from './bookRoomHelpers';

export interface DateRange {
  start: string | null;
  end: string | null;
}

interface Props {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Campus today: earlier days are disabled, today is allowed. */
  minDate: string;
}

const NoHeader = () => null;

interface RangeDayProps extends PickerDayProps {
  inRange?: boolean;
  campusToday?: boolean;
}

/**
 * A day drawn as selected when it lies in the chosen range (the calendar itself has no value),
 * and marked as today when it is today on campus: the calendar's own "today" is the browser's,
 * a day off for anyone whose computer is set to another time zone.
 */
function RangeDay({ inRange, campusToday, ...props }: RangeDayProps) {
  const today = Boolean(campusToday);
  return (
    <PickerDay
      {...props}
      today={today}
      aria-current={today ? 'date' : undefined}
      selected={Boolean(inRange)}
      aria-selected={Boolean(inRange)}
    />
  );
}

/** Two months side by side acting as one range picker (the MUI range picker is a paid component). */
export function DateRangeCalendars({ value, onChange, minDate }: Props) {
  const [month, setMonth] = useState(() => dayjs(minDate).startOf('month'));
  const months = [month, month.add(1, 'month')];
  const min = dayjs(minDate);
  // While choosing the end, days past the longest range the server answers are off.
  const maxEnd = value.start && !value.end ? dayjs(value.start).add(BOOKING_LIMITS.slotRangeMaxDays - 1, 'day') : null;
  const key = (d: Dayjs) => d.format('YYYY-MM-DD');
  const inRange = (d: Dayjs) => {
    const k = key(d);
    return value.start !== null && (k === value.start || (value.end !== null && k >= value.start && k <= value.end));
  };

  // The date adapter lives here, not in AppProviders, so it loads with Book a Room only (bundle budget).
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <IconButton
            aria-label="Previous month"
            onClick={() => setMonth(month.subtract(1, 'month'))}
            disabled={!month.isAfter(min, 'month')}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label="Next month" onClick={() => setMonth(month.add(1, 'month'))}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          {months.map((m) => (
            <Box key={key(m)} role="group" aria-label={m.format('MMMM YYYY')}>
              {/* A caption, not a heading: it would skip from the page's h1 to h6 (axe heading-order). */}
              <Typography variant="subtitle2" component="p" sx={{ textAlign: 'center' }}>
                {m.format('MMMM YYYY')}
              </Typography>
              <DateCalendar
                value={null}
                referenceDate={m}
                views={['day']}
                minDate={min}
                maxDate={maxEnd ?? undefined}
                onChange={(d: Dayjs | null) => d && onChange(pickRangeDay(value, key(d)))}
                slots={{ calendarHeader: NoHeader, day: RangeDay }}
                slotProps={{
                  day: (owner) =>
                    ({ inRange: inRange(owner.day as Dayjs), campusToday: key(owner.day as Dayjs) === minDate }) as Partial<PickerDayProps>,
                }}
                sx={{ m: 0 }}
              />
            </Box>
          ))}
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
