import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useSnackbar } from '@shared/toasts';
import type { UpdateBookingBody } from '@contracts/booking';
import { BOOKING_ANSWERS } from '@contracts/booking-messages';
import { isAdminSettable, toStoredStatus } from '@contracts/booking-status';
import { BookingSummaryCard } from './BookingSummaryCard';
import { EditBookingFields } from './EditBookingFields';
import { HistorySection } from './history/HistorySection';
import { ToastText } from './ToastText';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { fromDateTimeLocal, toDateTimeLocal } from './campusTime';
import { editBookingSchema, needsApprovalAgain, type EditBookingForm, type EditMode } from './editBookingSchema';
import { serverMessage } from './serverMessage';
import type { EditableBooking } from './types';
import { useCampusTz } from './useCampusTz';
import { FormDialogActions } from '@shared/forms/FormDialogActions';

interface Props {
  booking: EditableBooking | null;
  /** user: own booking, future start only. admin: shows the booker, status select, past start allowed. */
  mode: EditMode;
  onClose: () => void;
  /** Runs the caller's mutation (with .unwrap()); a rejection keeps the dialog open. */
  onSave: (values: UpdateBookingBody) => Promise<unknown>;
}

/** SPEC.md "Edit Booking dialog", shared by My Bookings and Manage Bookings. Open while booking is set. */
export function EditBookingDialog({ booking, mode, onClose, onSave }: Props) {
  const [confirmClose, setConfirmClose] = useState(false);
  const [dirty, setDirty] = useState(false);
  const requestClose = () => (dirty ? setConfirmClose(true) : onClose());
  const close = () => {
    setConfirmClose(false);
    setDirty(false);
    onClose();
  };

  return (
    <Dialog open={booking !== null} onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="edit-booking-title">
      <DialogTitle id="edit-booking-title">Edit Booking</DialogTitle>
      {booking && (
        <EditBookingForm
          key={booking.id}
          booking={booking}
          mode={mode}
          onCancel={requestClose}
          onSaved={close}
          onSave={onSave}
          onDirtyChange={setDirty}
        />
      )}
      <UnsavedChangesDialog open={confirmClose} onKeep={() => setConfirmClose(false)} onDiscard={close} />
    </Dialog>
  );
}

interface FormProps {
  booking: EditableBooking;
  mode: EditMode;
  onCancel: () => void;
  onSaved: () => void;
  onSave: Props['onSave'];
  onDirtyChange: (dirty: boolean) => void;
}

function EditBookingForm({ booking, mode, onCancel, onSaved, onSave, onDirtyChange }: FormProps) {
  const tz = useCampusTz();
  const { enqueueSnackbar } = useSnackbar();
  const schema = useMemo(() => editBookingSchema(mode, tz), [mode, tz]);
  const initialValues: EditBookingForm = {
    purpose: booking.purpose,
    start_time: toDateTimeLocal(booking.start_time, tz),
    end_time: toDateTimeLocal(booking.end_time, tz),
    status: toStoredStatus(booking.status),
  };

  const submit = async (values: EditBookingForm) => {
    const body: UpdateBookingBody = {
      purpose: values.purpose.trim(),
      start_time: fromDateTimeLocal(values.start_time, tz) ?? values.start_time,
      end_time: fromDateTimeLocal(values.end_time, tz) ?? values.end_time,
      // A user does not set the status; the server decides (DESIGN.md §5).
      // An expired booking keeps its status unless an administrator picks another.
      ...(mode === 'admin' && isAdminSettable(values.status) ? { status: values.status } : {}),
    };
    const backToDean = needsApprovalAgain(mode, initialValues, values);
    try {
      await onSave(body);
      enqueueSnackbar(<ToastText title={BOOKING_ANSWERS.updated} detail={backToDean ? BOOKING_ANSWERS.requested : null} />, {
        variant: 'success',
      });
      onSaved();
    } catch (error) {
      enqueueSnackbar(<ToastText title="Failed to update booking" detail={serverMessage(error)} />, { variant: 'error' });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ dirty, isValid, isSubmitting, values }) => (
        <Form noValidate>
          <DirtyReporter dirty={dirty} onChange={onDirtyChange} />
          <DialogContent dividers>
            <Stack spacing={2}>
              <BookingSummaryCard booking={booking} tz={tz} showBooker={mode === 'admin'} />
              <EditBookingFields mode={mode} tz={tz} />
              {needsApprovalAgain(mode, initialValues, values) && (
                <Alert severity="info" role="status">
                  {BOOKING_ANSWERS.needsApprovalAgain}
                </Alert>
              )}
              {dirty && <Alert severity="warning">You have unsaved changes. Don&apos;t forget to save your modifications.</Alert>}
              <HistorySection bookingId={booking.id} />
            </Stack>
          </DialogContent>
          <FormDialogActions onCancel={onCancel} busy={isSubmitting} submitLabel="Save Changes" submitDisabled={!dirty || !isValid} />
        </Form>
      )}
    </Formik>
  );
}

/** Lifts formik's dirty flag to the dialog, which guards closing on it. */
function DirtyReporter({ dirty, onChange }: { dirty: boolean; onChange: (dirty: boolean) => void }) {
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}
