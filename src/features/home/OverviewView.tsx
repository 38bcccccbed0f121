import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@shared/session/useCurrentUser';
import { CheckInDueCard } from '@shared/check-in/CheckInDueCard';
import { RecentBookingsTable } from './RecentBookingsTable';
import { PendingRequestCards } from './PendingRequestCards';
import { StatCards } from './StatCards';

// Last on the page, below what those who book see first: its code loads after theirs.
const GuestStays = lazy(() => import('./GuestStays').then((m) => ({ default: m.GuestStays })));

/** SPEC.md "Home (Overview)". */
export function OverviewView() {
  const canBook = useCan('book');
  // The sidebar keeps SPEC.md §6's entries; administrators reach the campus statistics from here.
  const seesCampus = useCan('manageBookings');
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Overview
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline', mb: 3 }}>
        <Typography color="text.secondary">Monitor your bookings and manage operations</Typography>
        {seesCampus && (
          <Link component={RouterLink} to="/statistics" underline="hover">
            Campus statistics
          </Link>
        )}
      </Box>
      <PendingRequestCards />
      {/*
        Booking counts and recent bookings only for those who book: a dean or the guest house
        would otherwise read "No bookings yet. Start by booking a room!" about something they
        cannot do. Everyone, a student with no role too, asks for guest-house stays here (issue 15).
      */}
      {canBook && (
        <>
          <CheckInDueCard />
          <StatCards />
          <RecentBookings />
        </>
      )}
      <Suspense fallback={null}>
        <GuestStays />
      </Suspense>
    </Box>
  );
}

/** The first past bookings, with a link to all of them in My Bookings. */
function RecentBookings() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="recent-bookings-title" sx={{ mt: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="recent-bookings-title" variant="h6" component="h2">
            Recent Bookings
          </Typography>
          {/* SPEC.md: the full list opens in a new tab. */}
          <Link href="/faculty/bookings" target="_blank" rel="noopener noreferrer" underline="hover">
            View all
          </Link>
        </Box>
        <RecentBookingsTable />
      </CardContent>
    </Card>
  );
}
