import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { Decision } from '@contracts/requests';
import { DecisionDialog, type PendingDecision } from './DecisionDialog';
import { RequestFilterToggle, type RequestFilter } from './RequestFilterToggle';
import { RequestsTable } from './RequestsTable';
import type { DecideRequest, RequestListConfig, RequestRow } from './types';

export const LOAD_ERROR = 'Error fetching booking requests';
export const DECISION_ERROR = 'There was an error updating the booking status';

interface Props<T extends RequestRow> {
  config: RequestListConfig<T>;
  rows: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  deciding: boolean;
  decide: DecideRequest;
}

/** One approval page: toggle, list states, table and the confirmation dialog. */
export function RequestsView<T extends RequestRow>({ config, rows, isLoading, isError, deciding, decide }: Props<T>) {
  const [filter, setFilter] = useState<RequestFilter>('all');
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  const ask = (row: T, decision: Decision) => setPending({ id: row.id, decision, subject: config.subject(row) });
  const confirm = async () => {
    if (!pending) return;
    try {
      await decide(pending.id, pending.decision);
    } catch {
      enqueueSnackbar(DECISION_ERROR, { variant: 'error' });
    }
    setPending(null);
  };

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
    content = (
      <RequestsTable
        caption={config.caption}
        columns={config.columns}
        rows={filter === 'pending' ? config.selectPending(rows) : rows}
        isPending={config.isPending}
        onDecide={ask}
      />
    );
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
      <DecisionDialog pending={pending} busy={deciding} onConfirm={confirm} onCancel={() => setPending(null)} />
    </Stack>
  );
}
