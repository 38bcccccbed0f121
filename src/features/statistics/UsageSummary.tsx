import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BOOKING_LIMITS, minutesToTime } from '@contracts/booking-limits';
import { timeRangeText } from '@contracts/campus-format';
import type { UsageStats } from '@contracts/stats';
import { duration, hours, percent } from './statsFormat';

/** The bookable day in the one time format (issue 35): "09:00 AM – 11:00 PM". */
const BOOKABLE_HOURS = timeRangeText(minutesToTime(BOOKING_LIMITS.dayStartMinute), minutesToTime(BOOKING_LIMITS.dayEndMinute));

function Figure({ title, value, detail }: { title: string; value: string; detail: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The period in four numbers: occupancy, confirmed bookings, requests and time to a decision. */
export function UsageSummary({ stats }: { stats: UsageStats }) {
  const { totals, requests, recurring } = stats;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      <Figure
        title="Occupancy"
        value={percent(totals.occupancy)}
        detail={`${hours(totals.booked_hours)} confirmed of ${hours(totals.bookable_hours)} bookable (${BOOKABLE_HOURS}) in ${totals.rooms} ${totals.rooms === 1 ? 'room' : 'rooms'}`}
      />
      <Figure
        title="Confirmed bookings"
        value={totals.bookings.toLocaleString('en-US')}
        detail={
          recurring.share === null ? 'None in a weekly series' : `${percent(recurring.share)} in weekly series (${recurring.bookings})`
        }
      />
      <Figure
        title="Requests"
        value={requests.made.toLocaleString('en-US')}
        detail={`${requests.approved} approved · ${requests.declined} rejected · ${requests.cancelled} cancelled · ${requests.pending} pending`}
      />
      <Figure
        title="Median time to a decision"
        value={requests.median_decision_minutes === null ? '—' : duration(requests.median_decision_minutes)}
        detail={requests.median_decision_minutes === null ? 'No request was decided in this period' : 'From request to approval or decline'}
      />
    </Box>
  );
}
