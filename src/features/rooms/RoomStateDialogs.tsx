import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormikProvider, useFormik } from 'formik';
import { useSnackbar } from '@shared/toasts';
import type { AdminRoom, RoomUpcomingResponse } from '@contracts/admin-rooms';
import { reasonViolation } from '@contracts/booking-rules';
import { ConfirmationDialog } from '@shared/dialogs/ConfirmationDialog';
import { UpcomingBookingsList } from '@shared/bookings/UpcomingBookingsList';
import { serverMessage } from '@shared/bookings/serverMessage';
import { EMPTY_REASON, reasonSchema, reasonToSend, type ReasonForm } from '@shared/forms/reason';
import { ReasonField } from '@shared/forms/ReasonField';
import { useCancelRoomUpcomingMutation, useDeactivateRoomMutation, useLazyGetRoomUpcomingQuery, useReactivateRoomMutation } from './api';

const plural = (n: number) => `${n} upcoming booking${n === 1 ? '' : 's'}`;

/** The room's upcoming bookings, with the way to cancel them all (each booker is notified). */
function UpcomingDialog({ result, onClose }: { result: RoomUpcomingResponse; onClose(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [cancelUpcoming] = useCancelRoomUpcomingMutation();
  const [confirming, setConfirming] = useState(false);
  const { room, upcoming_bookings: bookings, upcoming_total: total } = result;

  const cancelAll = async ({ reason }: ReasonForm) => {
    try {
      const answer = await cancelUpcoming({ id: room.id, reason: reasonToSend(reason) }).unwrap();
      enqueueSnackbar(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(serverMessage(error) ?? 'Failed to cancel the bookings. Please try again.', { variant: 'error' });
    }
  };
  const form = useFormik<ReasonForm>({ initialValues: EMPTY_REASON, validationSchema: reasonSchema, onSubmit: cancelAll });

  return (
    <>
      <Dialog open={!confirming} onClose={onClose} fullWidth maxWidth="sm">
        <DialogTitle>Upcoming bookings of {room.room_name}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {total === 0
              ? 'This room has no upcoming bookings.'
              : `${plural(total)} stay on the timetable until you cancel them; each booker is notified.`}
          </DialogContentText>
          <UpcomingBookingsList bookings={bookings} />
          {total > bookings.length && <DialogContentText>…and {total - bookings.length} more.</DialogContentText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          {total > 0 && (
            <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
              Cancel {plural(total)}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmationDialog
        open={confirming}
        title="Cancel Bookings"
        text={`Cancel all ${plural(total)} of ${room.room_name}? Each booker is notified.`}
        confirmLabel="Cancel bookings"
        busyLabel="Cancelling..."
        cancelLabel="Keep them"
        confirmColor="error"
        confirmDisabled={reasonViolation(form.values.reason) !== null}
        onConfirm={form.submitForm}
        onCancel={() => setConfirming(false)}
      >
        <FormikProvider value={form}>
          <ReasonField hint="Shown to each booker." />
        </FormikProvider>
      </ConfirmationDialog>
    </>
  );
}

export type RoomStateAction = 'deactivate' | 'reactivate' | 'upcoming';

/**
 * Deactivate (then its upcoming bookings), reactivate, or the upcoming bookings of an
 * inactive room (issue 15). Failures toast the server's message.
 */
export function RoomStateDialogs({ action, room, onClose }: { action: RoomStateAction; room: AdminRoom; onClose(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [deactivate] = useDeactivateRoomMutation();
  const [reactivate] = useReactivateRoomMutation();
  const [loadUpcoming] = useLazyGetRoomUpcomingQuery();
  const [upcoming, setUpcoming] = useState<RoomUpcomingResponse | null>(null);
  const failed = (error: unknown) =>
    enqueueSnackbar(serverMessage(error) ?? 'Something went wrong. Please try again.', { variant: 'error' });

  useEffect(() => {
    if (action !== 'upcoming') return;
    loadUpcoming(room.id)
      .unwrap()
      .then(setUpcoming, (error: unknown) => {
        failed(error);
        onClose();
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per opening
  }, []);

  if (upcoming) return <UpcomingDialog result={upcoming} onClose={onClose} />;
  if (action === 'upcoming') return null;
  const deactivating = action === 'deactivate';

  const confirm = async () => {
    try {
      if (deactivating) {
        const result = await deactivate(room.id).unwrap();
        enqueueSnackbar(`${room.room_name} deactivated`, { variant: 'success' });
        if (result.upcoming_total > 0) setUpcoming(result);
        else onClose();
      } else {
        await reactivate(room.id).unwrap();
        enqueueSnackbar(`${room.room_name} is active again`, { variant: 'success' });
        onClose();
      }
    } catch (error) {
      failed(error);
      onClose();
    }
  };

  return (
    <ConfirmationDialog
      open
      title={deactivating ? 'Deactivate Room' : 'Reactivate Room'}
      text={
        deactivating
          ? `Deactivate ${room.room_name}? It takes no new bookings and is hidden from Book a Room until reactivated. Its upcoming bookings are listed next, to cancel if they should not take place.`
          : `Reactivate ${room.room_name}? It takes bookings again and shows in Book a Room.`
      }
      confirmLabel={deactivating ? 'Deactivate' : 'Reactivate'}
      busyLabel={deactivating ? 'Deactivating...' : 'Reactivating...'}
      confirmColor={deactivating ? 'warning' : 'primary'}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
