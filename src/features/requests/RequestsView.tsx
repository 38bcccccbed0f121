import { lazy, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Decision } from '@contracts/requests';
import type { PendingDecision } from './DecisionDialog';
import { OnceOpened } from '@shared/layout/OnceOpened';
import { RequestFilterToggle, type RequestFilter } from './RequestFilterToggle';
import { useNarrow } from '@shared/layout/useNarrow';
import { RequestCards } from './RequestCards';
import { LinkedRequest } from './LinkedRequest';
import { RequestsTable } from './RequestsTable';
import { decisionOrder } from './selectors';
import { useDecisionToast } from './useDecisionToast';
import type { DecideRequest, RequestListConfig, RequestRow } from './types';
import type { OlderRequests } from './olderRequests';

export const LOAD_ERROR = 'Error fetching booking requests';

// The confirmation and its reason form (formik, yup) load when the first decision is asked for.
const DecisionPrompt = lazy(() => import('./DecisionPrompt').then((m) => ({ default: m.DecisionPrompt })));

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
  // Each decision asked for gets a fresh prompt (an empty reason); closing keeps it, to animate.
  const [asked, setAsked] = useState(0);
  const narrow = useNarrow();
  // A request notification links here with ?request={id} (issue 32).
  const linkedId = Number(useSearchParams()[0].get('request'));

  const ask = (row: T, decision: Decision) => {
    setPending({ id: row.id, decision, subject: config.subject(row), summary: config.summary(row) });
    setAsked((n) => n + 1);
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
    const List = narrow ? RequestCards : RequestsTable;
    content = (
      <List
        caption={config.caption}
        columns={config.columns}
        rows={decisionOrder(filter === 'pending' ? config.selectPending(rows) : rows, config.isPending, config.startOf)}
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
      {rows && !isLoading && !isError && Number.isInteger(linkedId) && linkedId > 0 && (
        <LinkedRequest id={linkedId} rows={rows} config={config} onDecide={ask} />
      )}
      {content}
      {older && !isLoading && !isError && (
        <Box>
          <Button onClick={older.onShowMore}>Show older requests ({older.hidden} more)</Button>
        </Box>
      )}
      <OnceOpened opened={pending !== null}>
        <DecisionPrompt
          key={asked}
          pending={pending}
          deciding={deciding}
          decide={decide}
          onDecided={(p) => toastDecision(p.id, p.decision, p.summary)}
          onClose={() => setPending(null)}
        />
      </OnceOpened>
    </Stack>
  );
}
