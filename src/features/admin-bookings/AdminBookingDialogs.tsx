import type { AdminBooking } from '@contracts/admin-bookings';
import { DeleteBookingDialog } from '@shared/bookings/DeleteBookingDialog';
import { EditBookingDialog } from '@shared/bookings/EditBookingDialog';
import type { BookingAction } from './AdminBookingRow';
import { SeriesDeleteDialog } from './SeriesDeleteDialog';
import { SeriesEditDialog } from './SeriesEditDialog';
import {
  useDeleteAdminBookingMutation,
  useDeleteSeriesAsAdminMutation,
  useUpdateAdminBookingMutation,
  useUpdateSeriesAsAdminMutation,
} from './changesApi';

interface Props {
  action: { kind: BookingAction; booking: AdminBooking } | null;
  onClose: () => void;
}

/** The dialog of the chosen row action, wired to its mutation (the dialogs show the toasts). */
export function AdminBookingDialogs({ action, onClose }: Props) {
  const [updateBooking] = useUpdateAdminBookingMutation();
  const [deleteBooking] = useDeleteAdminBookingMutation();
  const [updateSeries] = useUpdateSeriesAsAdminMutation();
  const [deleteSeries] = useDeleteSeriesAsAdminMutation();
  const chosen = (kind: BookingAction) => (action?.kind === kind ? action.booking : null);
  const deleting = chosen('delete');

  return (
    <>
      <EditBookingDialog
        booking={chosen('edit')}
        mode="admin"
        onClose={onClose}
        onSave={(body) => updateBooking({ id: action!.booking.id, body }).unwrap()}
      />
      <DeleteBookingDialog open={deleting !== null} onClose={onClose} onConfirm={() => deleteBooking(deleting!.id).unwrap()} />
      <SeriesEditDialog
        booking={chosen('edit-series')}
        onClose={onClose}
        onSave={(seriesId, body) => updateSeries({ seriesId, body }).unwrap()}
      />
      <SeriesDeleteDialog
        seriesId={chosen('delete-series')?.recurring_booking_id ?? null}
        onClose={onClose}
        onConfirm={(seriesId) => deleteSeries(seriesId).unwrap()}
      />
    </>
  );
}
