import { lazy, Suspense, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useSearchParams } from 'react-router-dom';
import type { Booking } from '@contracts/booking';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { useDeleteMyBookingMutation, useGetMyBookingsQuery, useUpdateMyBookingMutation } from './api';
import { MyBookingsFilters } from './MyBookingsFilters';
import { BookingsEmpty, BookingsError, BookingsSkeleton } from './MyBookingsStates';
import { OnceOpened } from '@shared/layout/OnceOpened';
import { useNarrow } from '@shared/layout/useNarrow';
import { WaitlistEntries } from '@shared/waitlist/WaitlistEntries';
import { linkedTarget } from './linkedBooking';
import { DEFAULT_FILTERS, hasActiveFilters, selectVisibleBookings, type BookingFilters } from './myBookingsFiltering';

const NONE: Booking[] = [];

// The dialogs (the edit form: formik, yup, date picker) load when first opened.
const EditBookingDialog = lazy(() => import('@shared/bookings/EditBookingDialog').then((m) => ({ default: m.EditBookingDialog })));
const DeleteBookingDialog = lazy(() => import('@shared/bookings/DeleteBookingDialog').then((m) => ({ default: m.DeleteBookingDialog })));
// The list (a table, or cards on a phone) is drawn once the bookings are in: its code loads beside the request for them.
const loadTable = () => import('./MyBookingsTable');
const loadCards = () => import('./MyBookingCards');
const MyBookingsTable = lazy(() => loadTable().then((m) => ({ default: m.MyBookingsTable })));
const MyBookingCards = lazy(() => loadCards().then((m) => ({ default: m.MyBookingCards })));

/** SPEC.md "My Bookings": the signed-in user's bookings with search, filters, edit and delete. */
export function MyBookingsView() {
  const tz = useCampusTz();
  const { data: bookings = NONE, isLoading, isError, isFetching, refetch } = useGetMyBookingsQuery();
  const [updateBooking] = useUpdateMyBookingMutation();
  const [deleteBooking] = useDeleteMyBookingMutation();
  const [filters, setFilters] = useState<BookingFilters>(DEFAULT_FILTERS);
  const [editing, setEditing] = useState<Booking | null>(null);
  const [deleting, setDeleting] = useState<Booking | null>(null);
  const visible = selectVisibleBookings(bookings, filters);
  const [params] = useSearchParams();
  const linked = linkedTarget(params);
  const narrow = useNarrow();
  const List = narrow ? MyBookingCards : MyBookingsTable;
  useEffect(() => void (narrow ? loadCards() : loadTable()).catch(() => {}), [narrow]);

  const body = () => {
    if (isLoading) return <BookingsSkeleton />;
    if (isError) return <BookingsError onRetry={refetch} />;
    if (visible.length === 0) return <BookingsEmpty filtered={hasActiveFilters(filters)} onClear={() => setFilters(DEFAULT_FILTERS)} />;
    return (
      <Suspense fallback={<BookingsSkeleton />}>
        <List bookings={visible} tz={tz} linked={linked} onEdit={setEditing} onDelete={setDeleting} />
      </Suspense>
    );
  };

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <div>
          <Typography variant="h4" component="h1">
            My Bookings
          </Typography>
          <Typography color="text.secondary">View and manage your room booking history</Typography>
        </div>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refetch} disabled={isFetching}>
          Refresh
        </Button>
      </Stack>
      <WaitlistEntries />
      <MyBookingsFilters filters={filters} onChange={setFilters} />
      <Card variant="outlined">
        <CardContent>
          {!isLoading && !isError && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Showing {visible.length} of {bookings.length} bookings
            </Typography>
          )}
          {body()}
        </CardContent>
      </Card>
      <OnceOpened opened={editing !== null}>
        <EditBookingDialog
          booking={editing}
          mode="user"
          onClose={() => setEditing(null)}
          onSave={(body) => (editing ? updateBooking({ id: editing.id, roomId: editing.room_id, body }).unwrap() : Promise.resolve())}
        />
      </OnceOpened>
      <OnceOpened opened={deleting !== null}>
        <DeleteBookingDialog
          open={deleting !== null}
          onClose={() => setDeleting(null)}
          onConfirm={() => (deleting ? deleteBooking({ id: deleting.id, roomId: deleting.room_id }).unwrap() : Promise.resolve())}
        />
      </OnceOpened>
    </Stack>
  );
}
