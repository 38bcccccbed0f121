import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import RefreshIcon from '@mui/icons-material/Refresh';
import DownloadIcon from '@mui/icons-material/Download';
import type { AdminBooking } from '@contracts/admin-bookings';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { PaginationFooter } from '@shared/lists/PaginationFooter';
import { ADMIN_BOOKING_DEFAULT_LIMIT, ADMIN_BOOKING_PAGE_SIZES } from '@contracts/limits';
import { usePagedList } from '@shared/lists/usePagedList';
import { ImportButton } from '@shared/imports';
import { AdminBookingFiltersBar } from './AdminBookingFiltersBar';
import { AdminBookingsHeader } from './AdminBookingsHeader';
import { OnceOpened } from '@shared/layout/OnceOpened';
import type { BookingAction } from './AdminBookingRow';
import { BookingsListSkeleton } from './BookingsListSkeleton';
import { exportCsvUrl, useGetAdminBookingsQuery } from './api';
import { adminBookingsArgs, bulkFilterOf, DEFAULT_FILTERS, hasActiveFilters, SEARCH_DEBOUNCE_MS } from './filterOptions';
import { BulkControls } from './bulk/BulkControls';
import { useBulkSelection } from './bulk/useBulkSelection';

// The row actions' dialogs (their forms and date pickers) load when one is first chosen.
const AdminBookingDialogs = lazy(() => import('./AdminBookingDialogs').then((m) => ({ default: m.AdminBookingDialogs })));
// The rows (a table, or cards on a phone, with their check boxes, status chips and tooltips) load
// beside the bookings they show, behind the same skeleton (docs/decisions/0260, 0267).
const AdminBookingsList = lazy(() => import('./AdminBookingsList').then((m) => ({ default: m.AdminBookingsList })));
// What shows instead of the rows (a failed load, an empty page) comes only with the answer too.
const LoadError = lazy(() => import('./ListStates').then((m) => ({ default: m.LoadError })));
const NoBookings = lazy(() => import('./ListStates').then((m) => ({ default: m.NoBookings })));

/** Manage Bookings: every booking on campus, paged and filtered by the server. */
export function AdminBookingsView() {
  const tz = useCampusTz();
  const list = usePagedList(DEFAULT_FILTERS, { delayMs: SEARCH_DEBOUNCE_MS, initialLimit: ADMIN_BOOKING_DEFAULT_LIMIT });
  const { page, setPage } = list;
  const { data, isLoading, isFetching, isError, refetch } = useGetAdminBookingsQuery(adminBookingsArgs(list.args));
  const [action, setAction] = useState<{ kind: BookingAction; booking: AdminBooking } | null>(null);
  const totalPages = data?.totalPages ?? 0;
  const bulkFilter = bulkFilterOf({ ...DEFAULT_FILTERS, ...list.applied });
  const pageIds = useMemo(() => (data?.bookings ?? []).map((b) => b.id), [data]);
  const bulk = useBulkSelection(JSON.stringify(bulkFilter), pageIds);
  // Stable for the memoised rows: the clock that decides which bookings are over moves with each
  // answer from the server, not with every render.
  const now = useMemo(() => (data ? Date.now() : 0), [data]);
  const onAction = useCallback((kind: BookingAction, booking: AdminBooking) => setAction({ kind, booking }), []);

  // After a delete emptied the last page, step back to the new last page.
  useEffect(() => {
    if (data && !isFetching && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [data, isFetching, page, totalPages, setPage]);

  return (
    // A flex column as Stack spacing={3} lays it out, without Stack's code before the first paint (0267).
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, p: { xs: 2, md: 3 } }}>
      <AdminBookingsHeader
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <ImportButton kind="bookings" />
            {/* A plain link: the browser streams the file to disk with the session cookie, nothing is held in memory. */}
            <Button component="a" href={exportCsvUrl(adminBookingsArgs(list.args))} download startIcon={<DownloadIcon />}>
              Export CSV
            </Button>
            <Button startIcon={<RefreshIcon />} onClick={() => refetch()} disabled={isFetching}>
              Refresh
            </Button>
          </Box>
        }
      />
      {/* Typing in the search waits for a pause; a choice from a select applies at once. */}
      <AdminBookingFiltersBar filters={list.inputs} onChange={(patch) => list.change(patch, { now: !('search' in patch) })} />
      <Paper variant="outlined">
        <BulkControls
          selection={bulk.selection}
          onSelect={bulk.setSelection}
          pageIds={pageIds}
          total={data?.meta.total ?? 0}
          totalEstimated={data?.total_estimated ?? false}
          filter={bulkFilter}
        />
        <Suspense fallback={<BookingsListSkeleton rows={list.limit} />}>
          {isError ? (
            <LoadError onRetry={() => refetch()} />
          ) : data && data.bookings.length === 0 && !isFetching ? (
            <NoBookings filtered={hasActiveFilters(list.inputs)} onClear={list.clearAll} />
          ) : (
            <AdminBookingsList
              bookings={isLoading || !data ? null : data.bookings}
              skeletonRows={list.limit}
              tz={tz}
              now={now}
              onAction={onAction}
              selection={bulk.rows}
            />
          )}
        </Suspense>
        {!isError && (
          <PaginationFooter
            page={page}
            limit={list.limit}
            total={data?.meta.total ?? 0}
            totalEstimated={data?.total_estimated}
            totalPages={totalPages}
            onPageChange={setPage}
            onLimitChange={list.setLimit}
            pageSizes={ADMIN_BOOKING_PAGE_SIZES}
          />
        )}
      </Paper>
      <OnceOpened opened={action !== null}>
        <AdminBookingDialogs action={action} onClose={() => setAction(null)} />
      </OnceOpened>
    </Box>
  );
}
