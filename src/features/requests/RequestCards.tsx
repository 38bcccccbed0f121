import Typography from '@mui/material/Typography';
import type { Decision } from '@contracts/requests';
import { ListCards } from '@shared/lists/ListCards';
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

/** The request list on a phone: one card per request, each field labelled, Approve and Decline in full width under it. */
export function RequestCards<T extends RequestRow>({ caption, columns, rows, isPending, onDecide }: Props<T>) {
  const [title, ...rest] = columns;
  return (
    <>
      {rows.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      )}
      <ListCards
        label={caption}
        rows={rows}
        emptyText={EMPTY_TEXT}
        rowKey={(row) => row.id}
        title={title.render}
        fields={rest}
        actions={(row) => (
          <ApprovalCell status={row.status} reason={row.reason} pending={isPending(row)} onDecide={(d) => onDecide(row, d)} fullWidth />
        )}
      />
    </>
  );
}
