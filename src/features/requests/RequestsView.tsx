import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { Decision } from '@contracts/requests';
import { refusalMessage, serverMessage } from '@shared/bookings/serverMessage';
import { DecisionDialog, type PendingDecision } from './DecisionDialog';
import { FormikProvider, useFormik, type FormikHelpers } from 'formik';
import { reasonViolation } from '@contracts/booking-rules';
import { EMPTY_REASON, reasonSchema, reasonToSend, type ReasonForm } from '@shared/forms/reason';
import { ReasonField } from '@shared/forms/ReasonField';
import { RequestFilterToggle, type RequestFilter } from './RequestFilterToggle';
import { useNarrow } from '@shared/layout/useNarrow';
import { RequestCards } from './RequestCards';
import { RequestsTable } from './RequestsTable';
import { decisionOrder } from './selectors';
import { useDecisionToast } from './useDecisionToast';
import type { DecideRequest, RequestListConfig, RequestRow } from './types';
import type { OlderRequests } from './olderRequests';

export const LOAD_ERROR = 'Error fetching booking requests';
export const DECISION_ERROR = 'There was an error updating the booking status';

interface Props<T extends RequestRow> {
  config: RequestListConfig<T>;
  rows: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  deciding: boolean;
  decide: DecideRequest;
  /** Decided requests not listed yet, and how to list more (issue 15); null when all are. */
  older?: OlderRequests | null;
  /** Takes a decision back (issue 35); the toast offers Undo only where there is one. */
  undo?: (id: number) => Promise<unknown>;
}

/** One approval page: toggle, list states, table and the confirmation dialog. */
export function RequestsView<T extends RequestRow>({ config, rows, isLoading, isError, deciding, decide, older, undo }: Props<T>) {
  const [filter, setFilter] = useState<RequestFilter>('all');
  const [pending, setPending] = useState<(PendingDecision & { summary: string }) | null>(null);
  const toastDecision = useDecisionToast(undo);
  const [decided, setDecided] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const narrow = useNarrow();

  const ask = (row: T, decision: Decision) => {
    setPending({ id: row.id, decision, subject: config.subject(row), summary: config.summary(row) });
    form.resetForm();
    setDecided(false);
  };
  const confirm = async ({ reason }: ReasonForm, helpers: FormikHelpers<ReasonForm>) => {
    if (!pending) return;
    try {
      await decide(pending.id, pending.decision, reasonToSend(reason));
      setDecided(true);
      toastDecision(pending.id, pending.decision, pending.summary);
    } catch (error) {
      // A refused reason (400) keeps the dialog open with the server's words, to be corrected.
      const message = (error as { status?: unknown }).status === 400 ? serverMessage(error) : null;
      if (message) return helpers.setFieldError('reason', message);
      // The server's words say why (issue 35: a deactivated room, an expired request); SPEC.md's line is the fallback.
      enqueueSnackbar(refusalMessage(error, DECISION_ERROR), { variant: 'error' });
    }
    setPending(null);
  };
  const form = useFormik<ReasonForm>({ initialValues: EMPTY_REASON, validationSchema: reasonSchema, onSubmit: confirm });

  let content;
  if (isLoading) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading booking requests" />
      </Box>
    );
  } else if (isError || !rows) {
    content = <Alert severity="error">{LOAD_ERROR}</Alert>;
  } else {
    const List = narrow ? RequestCards : RequestsTable;
    const shown = decisionOrder(filter === 'pending' ? config.selectPending(rows) : rows, config.isPending, config.startOf);
    content = <List caption={config.caption} columns={config.columns} rows={shown} isPending={config.isPending} onDecide={ask} />;
  }

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1">
          {config.title}
        </Typography>
        <RequestFilterToggle value={filter} onChange={setFilter} />
      </Stack>
      {content}
      {older && !isLoading && !isError && (
        <Box>
          <Button onClick={older.onShowMore}>Show older requests ({older.hidden} more)</Button>
        </Box>
      )}
      <DecisionDialog
        pending={pending}
        busy={deciding}
        onConfirm={form.submitForm}
        onCancel={() => setPending(null)}
        confirmDisabled={reasonViolation(form.values.reason) !== null}
        decided={decided}
      >
        {/* The requester reads the reason with the decision, approve or decline (DESIGN.md §9). */}
        <FormikProvider value={form}>
          <ReasonField hint="Told to the requester." disabled={deciding} />
        </FormikProvider>
      </DecisionDialog>
    </Stack>
  );
}
