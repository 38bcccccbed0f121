import Skeleton from '@mui/material/Skeleton';
import Box from '@mui/material/Box';

/** ListCards' placeholder while its rows load: one card per expected row, at most five (a phone shows no more at once). */
export function CardSkeletons({ rows }: { rows: number }) {
  return (
    // A column as Stack lays it out (1.5 apart), without Stack's code before the first paint.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 1.5 }} aria-busy>
      {Array.from({ length: Math.min(rows, 5) }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={120} data-testid="skeleton-row" />
      ))}
    </Box>
  );
}
