import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { AdminBooking } from '@contracts/admin-bookings';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { PaginationFooter } from '@shared/lists/PaginationFooter';
import { ADMIN_BOOKING_PAGE_SIZES } from '@contracts/limits';
import { AdminBookingFiltersBar } from './AdminBookingFiltersBar';
import { AdminBookingsTable } from './AdminBookingsTable';
import { AdminBookingDialogs } from './AdminBookingDialogs';
import type { BookingAction } from './AdminBookingRow';
import { LoadError, NoBookings } from './ListStates';
import { useGetAdminBookingsQuery } from './api';
import { hasActiveFilters } from './filterOptions';
import { adminPageItems } from './pageItems';
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
          <PaginationFooter
            page={page}
            limit={filters.limit}
            total={data?.meta.total ?? 0}
            totalPages={totalPages}
            onPageChange={setPage}
            onLimitChange={(limit) => change({ limit })}
            pageSizes={ADMIN_BOOKING_PAGE_SIZES}
            pageItems={adminPageItems}
          />
        )}
      </Paper>
      <AdminBookingDialogs action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}
