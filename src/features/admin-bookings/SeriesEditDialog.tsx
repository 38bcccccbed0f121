import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useSnackbar } from '@shared/toasts';
import type { AdminBooking } from '@contracts/admin-bookings';
import type { UpdateBookingBody } from '@contracts/booking';
import { BookingSummaryCard } from '@shared/bookings/BookingSummaryCard';
import { EditBookingFields } from '@shared/bookings/EditBookingFields';
import { ToastText } from '@shared/bookings/ToastText';
import { fromDateTimeLocal, toDateTimeLocal } from '@shared/bookings/campusTime';
import { editBookingSchema, type EditBookingForm } from '@shared/bookings/editBookingSchema';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { SERIES_TOASTS } from './seriesMessages';
import { FormDialogActions } from '@shared/forms/FormDialogActions';

interface Props {
  /** A booking of the series; the dialog is open while it is set. */
  booking: AdminBooking | null;
  onClose: () => void;
  onSave: (seriesId: number, body: UpdateBookingBody) => Promise<unknown>;
}

/**
 * Edits every upcoming booking of a series at once (admin mode fields of the shared edit
 * dialog). Each booking keeps its date and takes the new time of day, purpose and status.
 */
export function SeriesEditDialog({ booking, onClose, onSave }: Props) {
  const tz = useCampusTz();
  const { enqueueSnackbar } = useSnackbar();
  const schema = useMemo(() => editBookingSchema('admin', tz), [tz]);
  if (!booking || booking.recurring_booking_id === null) return null;
  const seriesId = booking.recurring_booking_id;
  const initialValues: EditBookingForm = {
    purpose: booking.purpose,
    start_time: toDateTimeLocal(booking.start_time, tz),
    end_time: toDateTimeLocal(booking.end_time, tz),
    status: booking.status,
  };

  const submit = async (values: EditBookingForm) => {
    try {
      await onSave(seriesId, {
        purpose: values.purpose.trim(),
        start_time: fromDateTimeLocal(values.start_time, tz) ?? values.start_time,
        end_time: fromDateTimeLocal(values.end_time, tz) ?? values.end_time,
        status: values.status as UpdateBookingBody['status'],
      });
      enqueueSnackbar(SERIES_TOASTS.updated, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(<ToastText title={SERIES_TOASTS.failed} detail={serverMessage(error)} />, { variant: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-series-title">
      <DialogTitle id="edit-series-title">Edit Series</DialogTitle>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ dirty, isValid, isSubmitting }) => (
          <Form noValidate>
            <DialogContent dividers>
              <Stack spacing={2}>
                <BookingSummaryCard booking={booking} tz={tz} showBooker />
                <Alert severity="info">
                  Changes apply to every upcoming booking of this series: each keeps its date and takes the new times, purpose and status.
                  Past bookings stay as they were.
                </Alert>
                <EditBookingFields mode="admin" tz={tz} />
              </Stack>
            </DialogContent>
            <FormDialogActions onCancel={onClose} busy={isSubmitting} submitLabel="Save Series" submitDisabled={!dirty || !isValid} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
