import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Decision } from '@contracts/requests';
import { ApprovalCell } from './ApprovalCell';
import { EMPTY_TEXT } from './RequestsTable';
import type { RequestColumn, RequestRow } from './types';

interface Props<T extends RequestRow> {
  caption: string;
  columns: RequestColumn<T>[];
  rows: readonly T[];
  isPending(row: T): boolean;
  onDecide(row: T, decision: Decision): void;
}

/**
 * The request list on a phone: one card per request, each field labelled, Approve and
 * Decline in full width under it. A list of articles, so a screen reader hears how many.
 */
export function RequestCards<T extends RequestRow>({ caption, columns, rows, isPending, onDecide }: Props<T>) {
  const captionId = useId();
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {EMPTY_TEXT}
      </Typography>
    );
  }
  const [title, ...rest] = columns;
  return (
    <>
      <Typography id={captionId} variant="body2" color="text.secondary">
        {caption}
      </Typography>
      <Box component="ul" aria-labelledby={captionId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <Card key={row.id} component="li" variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {title.render(row)}
              </Typography>
              <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                {rest.map((c) => (
                  <Box key={c.header} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {c.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {c.render(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <ApprovalCell status={row.status} reason={row.reason} pending={isPending(row)} onDecide={(d) => onDecide(row, d)} fullWidth />
            </CardContent>
          </Card>
        ))}
      </Box>
    </>
  );
}
