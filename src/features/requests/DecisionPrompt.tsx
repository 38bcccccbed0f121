import { useState } from 'react';
import { FormikProvider, useFormik, type FormikHelpers } from 'formik';
import { useSnackbar } from '@shared/toasts';
import { reasonViolation } from '@contracts/booking-rules';
import { refusalMessage, serverMessage } from '@shared/bookings/serverMessage';
import { EMPTY_REASON, reasonSchema, reasonToSend, type ReasonForm } from '@shared/forms/reason';
import { ReasonField } from '@shared/forms/ReasonField';
import { DecisionDialog, type PendingDecision } from './DecisionDialog';
import type { DecideRequest } from './types';

export const DECISION_ERROR = 'There was an error updating the booking status';

type Asked = PendingDecision & { summary: string };

interface Props {
  pending: Asked | null;
  deciding: boolean;
  decide: DecideRequest;
  /** The decision was made: its toast (with Undo where there is one, issue 35). */
  onDecided(pending: Asked): void;
  onClose(): void;
}

/**
 * The confirmation of one approve or decline with its reason field. Its own module, loaded
 * when the first decision is asked for, so the form's code (formik, yup) is not in the list's
 * first load; mounted afresh (a new key) for each decision, so the reason starts empty.
 */
export function DecisionPrompt({ pending, deciding, decide, onDecided, onClose }: Props) {
  const [decided, setDecided] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const confirm = async ({ reason }: ReasonForm, helpers: FormikHelpers<ReasonForm>) => {
    if (!pending) return;
    try {
      await decide(pending.id, pending.decision, reasonToSend(reason));
      setDecided(true);
      onDecided(pending);
    } catch (error) {
      // A refused reason (400) keeps the dialog open with the server's words, to be corrected.
      const message = (error as { status?: unknown }).status === 400 ? serverMessage(error) : null;
      if (message) return helpers.setFieldError('reason', message);
      // The server's words say why (issue 35: a deactivated room, an expired request); SPEC.md's line is the fallback.
      enqueueSnackbar(refusalMessage(error, DECISION_ERROR), { variant: 'error' });
    }
    onClose();
  };
  const form = useFormik<ReasonForm>({ initialValues: EMPTY_REASON, validationSchema: reasonSchema, onSubmit: confirm });
  return (
    <DecisionDialog
      pending={pending}
      busy={deciding}
      onConfirm={form.submitForm}
      onCancel={onClose}
      confirmDisabled={reasonViolation(form.values.reason) !== null}
      decided={decided}
    >
      {/* The requester reads the reason with the decision, approve or decline (DESIGN.md §9). */}
      <FormikProvider value={form}>
        <ReasonField hint="Told to the requester." disabled={deciding} />
      </FormikProvider>
    </DecisionDialog>
  );
}
