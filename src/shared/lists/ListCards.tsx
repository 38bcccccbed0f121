import type { Key, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardSkeletons } from './CardSkeletons';

/** One labelled value of a card, and the same column of the table on a wide screen. */
export interface ListField<T> {
  header: string;
  render(row: T): ReactNode;
  /** The table cell's style (a card's value wraps anyway). */
  cellSx?: SxProps<Theme>;
}

export interface ListCardsProps<T> {
  /** The list's accessible name. */
  label: string;
  /** The rows; null or undefined while the first page loads, or after a first load failed. */
  rows: readonly T[] | null | undefined;
  /** Skeleton cards instead of rows; by default while there are no rows. */
  loading?: boolean;
  /** Skeleton cards while loading (at most five: a phone shows no more at once). */
  skeletonRows?: number;
  /** Shown instead of the list when there are no rows. */
  emptyText?: string;
  rowKey(row: T): Key;
  /** The card's heading. */
  title(row: T): ReactNode;
  /** Before the heading, e.g. a selection box. */
  lead?(row: T): ReactNode;
  /** After the heading, at the card's end, e.g. a status badge. */
  aside?(row: T): ReactNode;
  /** Labelled values under the heading. */
  fields?: readonly ListField<T>[];
  /** Free content under the fields. */
  details?(row: T): ReactNode;
  /** The row's actions: labelled buttons wrapping across the card, never past its edge. */
  actions?(row: T): ReactNode;
  /** The rows a link points at: marked current, the first scrolled into view when first drawn. */
  current?(row: T): boolean;
}

const wrapText = { overflowWrap: 'anywhere' } as const;

/**
 * Every list on a phone (below the md breakpoint, useNarrow): one card per row instead of a
 * table's wide row, so each value and every action is inside the screen and a thumb's size.
 * A list of items, so a screen reader hears how many.
 */
export function ListCards<T>(props: ListCardsProps<T>) {
  const { label, rows, loading = !rows, skeletonRows = 3, emptyText, rowKey, fields = [], current } = props;
  if (loading) {
    return <CardSkeletons rows={skeletonRows} />;
  }
  if (!rows) return null;
  if (rows.length === 0 && emptyText) {
    return <Typography sx={{ py: 4, px: 2, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Typography>;
  }
  const firstCurrent = current && rows.find(current);
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 1.5, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => {
        const isCurrent = current?.(row) ?? false;
        const actions = props.actions?.(row);
        return (
          <Card
            key={rowKey(row)}
            component="li"
            variant="outlined"
            aria-current={isCurrent ? 'true' : undefined}
            ref={row === firstCurrent ? scrollIntoView : undefined}
            sx={isCurrent ? { borderColor: 'primary.main', bgcolor: 'action.selected' } : undefined}
          >
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                  {props.lead?.(row)}
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, ...wrapText }}>
                    {props.title(row)}
                  </Typography>
                </Stack>
                {props.aside?.(row)}
              </Stack>
              {fields.length > 0 && (
                <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                  {fields.map((f) => (
                    <Box key={f.header} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {f.header}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, ...wrapText }}>
                        {f.render(row)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
              {props.details?.(row)}
              {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, '& > *': { maxWidth: '100%' } }}>{actions}</Box>}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

/** A linked card comes into view when it is first drawn (a ref callback runs once per element). */
function scrollIntoView(card: HTMLElement | null) {
  card?.scrollIntoView?.({ block: 'center' });
}
