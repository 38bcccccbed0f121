import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Decision } from '@contracts/requests';
import { ApprovalCell } from './ApprovalCell';
import type { RequestListConfig, RequestRow } from './types';

interface Props<T extends RequestRow> {
  /** The id in the link (`?request=`). */
  id: number;
  rows: readonly T[];
  config: RequestListConfig<T>;
  onDecide(row: T, decision: Decision): void;
}

/**
 * Issue 32, "decide from the message": the request a notification or mail links to, on top
 * of the list with its details and Approve / Decline ready (two wide buttons, for a phone too),
 * or its decision when it is decided already.
 */
export function LinkedRequest<T extends RequestRow>({ id, rows, config, onDecide }: Props<T>) {
  const row = rows.find((r) => r.id === id);
  if (!row)
    return <Alert severity="info">{`Request ${id} is not in this list: it may have been withdrawn, or you may not decide it.`}</Alert>;
  return (
    <Card variant="outlined" component="section" aria-label="The request from your message" sx={{ borderColor: 'primary.main' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {config.subject(row)}
          </Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            {config.columns.map((column) => (
              <Stack key={column.header} direction="row" spacing={1}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
                  {column.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {column.render(row)}
                </Typography>
              </Stack>
            ))}
          </Stack>
          <ApprovalCell
            status={row.status}
            reason={row.reason}
            pending={config.isPending(row)}
            onDecide={(d) => onDecide(row, d)}
            fullWidth
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
