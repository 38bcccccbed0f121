import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Decision } from '@contracts/requests';
import { compactCells } from '@shared/lists/compactCells';
import { ApprovalCell } from './ApprovalCell';
import type { RequestColumn, RequestRow } from './types';

export const EMPTY_TEXT = 'No booking requests available.';

interface Props<T extends RequestRow> {
  caption: string;
  columns: RequestColumn<T>[];
  rows: readonly T[];
  isPending(row: T): boolean;
  onDecide(row: T, decision: Decision): void;
}

/** The request table both approval pages share; it scrolls within 85 % of the viewport. */
export function RequestsTable<T extends RequestRow>({ caption, columns, rows, isPending, onDecide }: Props<T>) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: '85vh' }}>
      <Table stickyHeader size="small" sx={compactCells}>
        <caption style={{ captionSide: 'top' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header}>{c.header}</TableCell>
            ))}
            <TableCell>Approval</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4 }}>
                {EMPTY_TEXT}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((c) => (
                  <TableCell key={c.header}>{c.render(row)}</TableCell>
                ))}
                <TableCell>
                  <ApprovalCell status={row.status} reason={row.reason} pending={isPending(row)} onDecide={(d) => onDecide(row, d)} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
