import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { compactCells } from './compactCells';
import { SkeletonRows } from './SkeletonRows';

interface Props {
  /** Accessible name of the table. */
  label: string;
  columns: readonly string[];
  loading: boolean;
  /** Skeleton rows shown while loading (SPEC.md: one per expected row). */
  skeletonRows: number;
  /** The list's empty text; shown when not loading and there are no rows. */
  emptyText: string;
  isEmpty: boolean;
  /** The data rows. */
  children: ReactNode;
}

/** The frame every list table shares: header, skeletons while loading, empty text, rows. */
export function ListTable({ label, columns, loading, skeletonRows, emptyText, isEmpty, children }: Props) {
  return (
    // On a phone the table scrolls sideways inside its box: the box takes focus so the
    // keyboard can scroll it too (axe scrollable-region-focusable). No region role: the
    // card around the table already is the landmark with this name.
    <TableContainer tabIndex={0} sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}>
      <Table size="small" aria-label={label} sx={compactCells}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && <SkeletonRows rows={skeletonRows} columns={columns.length} />}
          {!loading && isEmpty && (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {!loading && children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
