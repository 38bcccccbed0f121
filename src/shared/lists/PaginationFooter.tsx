import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { aboutCount, nextPage, pageItems, showingRange } from './pagination';

export const USER_ROOM_PAGE_SIZES = [10, 20, 30, 40, 50] as const;

export interface PaginationFooterProps {
  page: number;
  limit: number;
  total: number;
  /** The total is an estimate (a list too long to count): shown as "about N". */
  totalEstimated?: boolean;
  totalPages: number;
  onPageChange(page: number): void;
  onLimitChange(limit: number): void;
  pageSizes?: readonly number[];
}

/** "Rows per page", "Showing X to Y of N entries", and previous/numbered/next when there is more than one page. */
export function PaginationFooter({
  page,
  limit,
  total,
  totalEstimated = false,
  totalPages,
  onPageChange,
  onLimitChange,
  pageSizes = USER_ROOM_PAGE_SIZES,
}: PaginationFooterProps) {
  const { from, to } = showingRange(page, limit, total);
  const go = (requested: number) => {
    const target = nextPage(requested, page, totalPages);
    if (target !== page) onPageChange(target);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 2, px: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label="Rows per page"
          value={limit}
          onChange={(event) => onLimitChange(Number(event.target.value))}
          sx={{ minWidth: 130 }}
        >
          {pageSizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          Showing {from} to {to} of {totalEstimated ? `about ${aboutCount(total)}` : total} entries
        </Typography>
      </Box>
      {totalPages > 1 && (
        // Wraps on a phone rather than widening the page.
        <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
          <Button size="small" onClick={() => go(page - 1)} disabled={page <= 1}>
            Previous
          </Button>
          {pageItems(page, totalPages).map((item, i) =>
            item === 'ellipsis' ? (
              <Typography key={`gap-${i}`} aria-hidden sx={{ px: 1 }}>
                …
              </Typography>
            ) : (
              <Button
                key={item}
                size="small"
                variant={item === page ? 'contained' : 'text'}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
                sx={{ minWidth: 36 }}
              >
                {item}
              </Button>
            ),
          )}
          <Button size="small" onClick={() => go(page + 1)} disabled={page >= totalPages}>
            Next
          </Button>
        </Box>
      )}
    </Box>
  );
}
