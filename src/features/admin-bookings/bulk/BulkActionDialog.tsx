import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { FormikProvider, useFormik } from 'formik';
import type { AdminBookingsBulkBody, AdminBookingsBulkResponse } from '@contracts/admin-bookings';
import { reasonViolation } from '@contracts/booking-rules';
import type { BulkAction } from '@contracts/bulk-actions';
import { ConfirmationDialog } from '@shared/dialogs/ConfirmationDialog';
import { serverMessage } from '@shared/bookings/serverMessage';
import { EMPTY_REASON, reasonSchema, reasonToSend, type ReasonForm } from '@shared/forms/reason';
import { ReasonField } from '@shared/forms/ReasonField';
import { useBulkAdminBookingsMutation } from '../changesApi';
import { skippedSummary } from './selection';
import { BULK_TEXTS, previewText } from './texts';

interface Props {
  /** The chosen action, or null when closed. */
  action: BulkAction | null;
  target: Pick<AdminBookingsBulkBody, 'ids' | 'filter'>;
  onClose: () => void;
  /** The server's answer to the real run. */
  onDone: (answer: AdminBookingsBulkResponse) => void;
}

/**
 * The confirmation of a bulk action: a dry run first says how many bookings will change
 * and which will be skipped and why; confirming runs it (with the reason, if any).
 */
export function BulkActionDialog({ action, target, onClose, onDone }: Props) {
  const [run, { isLoading: running }] = useBulkAdminBookingsMutation();
  const [preview, setPreview] = useState<AdminBookingsBulkResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The last action stays on screen while the dialog fades out.
  const last = useRef<BulkAction>('cancel');
  if (action) last.current = action;
  const shown = last.current;
  const texts = BULK_TEXTS[shown];
  const confirm = async ({ reason }: ReasonForm) => {
    try {
      const answer = await run({ ...target, action: action!, reason: reasonToSend(reason) }).unwrap();
      onDone(answer);
    } catch (error) {
      setFailure(serverMessage(error) ?? 'The bulk action failed; nothing was changed.');
    }
  };
  const form = useFormik<ReasonForm>({ initialValues: EMPTY_REASON, validationSchema: reasonSchema, onSubmit: confirm });

  useEffect(() => {
    if (!action) return;
    setPreview(null);
    setFailure(null);
    form.resetForm();
    let current = true;
    run({ ...target, action, dry_run: true })
      .unwrap()
      .then((answer) => current && setPreview(answer))
      .catch((error) => current && setFailure(serverMessage(error) ?? 'Could not check the selection. Please try again.'));
    return () => {
      current = false;
    };
    // The target is fixed while the dialog is open; a new action opens a new check.
  }, [action]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <ConfirmationDialog
      open={action !== null}
      title={texts.title}
      text={preview ? previewText(shown, preview.changed, preview.selected) : failure ? '' : 'Checking the selection…'}
      confirmLabel={texts.button}
      busyLabel="Working..."
      confirmColor={texts.color}
      busy={running}
      confirmDisabled={!preview || preview.changed === 0 || reasonViolation(form.values.reason) !== null}
      onConfirm={form.submitForm}
      onCancel={onClose}
    >
      {!preview && !failure && <CircularProgress size={24} aria-label="Checking the selection" />}
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {preview && preview.skipped.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {`${preview.skipped.length.toLocaleString('en-US')} will be skipped — ${skippedSummary(preview.skipped)}.`}
        </Alert>
      )}
      {texts.reason && preview && preview.changed > 0 && (
        <FormikProvider value={form}>
          <ReasonField label="Reason (sent to the bookers)" hint="Optional." />
        </FormikProvider>
      )}
    </ConfirmationDialog>
  );
}
