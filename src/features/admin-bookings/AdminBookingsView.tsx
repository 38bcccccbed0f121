import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { AdminBooking } from '@contracts/admin-bookings';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { AdminBookingFiltersBar } from './AdminBookingFiltersBar';
import { AdminBookingsPager } from './AdminBookingsPager';
import { AdminBookingsTable } from './AdminBookingsTable';
import { AdminBookingDialogs } from './AdminBookingDialogs';
import type { BookingAction } from './AdminBookingRow';
import { LoadError, NoBookings } from './ListStates';
import { useGetAdminBookingsQuery } from './api';
import { showingText } from './bookingRows';
import { hasActiveFilters } from './filterOptions';
import { useAdminBookingFilters } from './useAdminBookingFilters';

/** Manage Bookings: every booking on campus, paged and filtered by the server. */
export function AdminBookingsView() {
  const tz = useCampusTz();
  const { filters, args, page, setPage, change, clear } = useAdminBookingFilters();
  const { data, isLoading, isFetching, isError, refetch } = useGetAdminBookingsQuery(args);
  const [action, setAction] = useState<{ kind: BookingAction; booking: AdminBooking } | null>(null);
  const totalPages = data?.totalPages ?? 0;

  // After a delete emptied the last page, step back to the new last page.
  useEffect(() => {
    if (data && !isFetching && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [data, isFetching, page, totalPages, setPage]);

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <div>
          <Typography variant="h4" component="h1">Admin Booking Management</Typography>
          <Typography color="text.secondary">Search, review and manage every room booking on campus.</Typography>
        </div>
        <Button startIcon={<RefreshIcon />} onClick={() => refetch()} disabled={isFetching}>Refresh</Button>
      </Stack>
      <AdminBookingFiltersBar filters={filters} onChange={change} />
      <Paper variant="outlined">
        {isError ? (
          <LoadError onRetry={() => refetch()} />
        ) : data && data.bookings.length === 0 && !isFetching ? (
          <NoBookings filtered={hasActiveFilters(filters)} onClear={clear} />
        ) : (
          <AdminBookingsTable
            bookings={isLoading || !data ? null : data.bookings}
            skeletonRows={filters.limit}
            tz={tz}
            now={Date.now()}
            onAction={(kind, booking) => setAction({ kind, booking })}
          />
        )}
        {!isError && (
          <AdminBookingsPager
            page={page}
            totalPages={totalPages}
            limit={filters.limit}
            summary={showingText(page, filters.limit, data?.bookings.length ?? 0, data?.meta.total ?? 0)}
            onPage={setPage}
            onLimit={(limit) => change({ limit })}
          />
        )}
      </Paper>
      <AdminBookingDialogs action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}
