import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { adminPageItems } from './pageItems';
import { PAGE_SIZES } from './filterOptions';

interface Props {
  page: number;
  totalPages: number;
  limit: number;
  summary: string;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Page size, "Showing X to Y of N", previous/next and at most 5 page buttons. */
export function AdminBookingsPager({ page, totalPages, limit, summary, onPage, onLimit }: Props) {
  const items = adminPageItems(page, totalPages);
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onPage(target);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField select size="small" label="Rows per page" value={limit} onChange={(e) => onLimit(Number(e.target.value))} sx={{ width: 130 }}>
          {PAGE_SIZES.map((n) => <MenuItem key={n} value={n}>{n}</MenuItem>)}
        </TextField>
        <Typography variant="body2" color="text.secondary">{summary}</Typography>
      </Stack>
      {items.length > 0 && (
        <Stack component="nav" aria-label="Pagination" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton size="small" aria-label="Previous page" disabled={page <= 1} onClick={() => go(page - 1)}><ChevronLeftIcon /></IconButton>
          {items.map((item, i) =>
            item === 'ellipsis' ? (
              <Typography key={`gap-${i}`} aria-hidden sx={{ px: 1 }}>…</Typography>
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
          <IconButton size="small" aria-label="Next page" disabled={page >= totalPages} onClick={() => go(page + 1)}><ChevronRightIcon /></IconButton>
        </Stack>
      )}
    </Stack>
  );
}
