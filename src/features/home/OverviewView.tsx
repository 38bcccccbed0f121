import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCan } from '@shared/session/useCurrentUser';
import { RecentBookingsTable } from './RecentBookingsTable';
import { StatCards } from './StatCards';

/** SPEC.md "Home (Overview)". */
export function OverviewView() {
  // My Bookings is open only to those who book (DESIGN.md §4); a dean or the guest house would get "Not allowed".
  const canBook = useCan('book');
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Overview
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Monitor your bookings and manage operations
      </Typography>
      <StatCards />
      <Card variant="outlined" component="section" aria-labelledby="recent-bookings-title" sx={{ mt: 3 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
            <Typography id="recent-bookings-title" variant="h6" component="h2">
              Recent Bookings
            </Typography>
            {/* SPEC.md: the full list opens in a new tab. */}
            {canBook && (
              <Link href="/faculty/bookings" target="_blank" rel="noopener noreferrer" underline="hover">
                View all
              </Link>
            )}
          </Box>
          <RecentBookingsTable />
        </CardContent>
      </Card>
    </Box>
  );
}
