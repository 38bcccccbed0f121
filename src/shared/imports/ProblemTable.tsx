import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** Rows per page: a 10,000-row file may have an error in every row, and a page stays quick to draw. */
export const PROBLEMS_PER_PAGE = 100;

export interface ProblemColumn<T> {
  header: string;
  cell: (item: T) => string;
  /** A short code (a column name, a date) that stays on one line; other cells wrap anywhere. */
  nowrap?: boolean;
}

interface Props<T extends { row: number }> {
  title: string;
  items: readonly T[];
  columns: readonly ProblemColumn<T>[];
}

/**
 * A report's errors or conflicts in file order: a scrollable table (a keyboard scrolls it too),
 * a page of rows at a time.
 */
export function ProblemTable<T extends { row: number }>({ title, items, columns }: Props<T>) {
  const titleId = useId();
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => [...items].sort((a, b) => a.row - b.row), [items]);
  if (items.length === 0) return null;
  const pages = Math.ceil(sorted.length / PROBLEMS_PER_PAGE);
  const first = page * PROBLEMS_PER_PAGE;
  const shown = sorted.slice(first, first + PROBLEMS_PER_PAGE);
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {`${title} (${items.length.toLocaleString('en-US')})`}
      </Typography>
      <Box
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
        sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '4.5em' }}>Row</TableCell>
              {columns.map((c) => (
                <TableCell key={c.header}>{c.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((item, i) => (
              <TableRow key={first + i}>
                <TableCell>{item.row}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c.header} sx={c.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
                    {c.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
          <Typography variant="body2">{`${first + 1}–${first + shown.length} of ${sorted.length.toLocaleString('en-US')}`}</Typography>
          <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button size="small" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Stack>
      )}
    </section>
  );
}
