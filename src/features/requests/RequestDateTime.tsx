import Box from '@mui/material/Box';
import { formatRequestDateTime } from './formatRequestDate';

const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * A request's date and time, e.g. "Wed, Mar 04, 2026, 10:00 AM", breaking only between
 * the date and the time, so a narrow column shows two tidy lines instead of four.
 */
export function RequestDateTime({ value, tz }: { value: string; tz: string }) {
  const text = formatRequestDateTime(value, tz);
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <>{text}</>;
  return (
    <>
      <Box component="span" sx={noWrap}>
        {text.slice(0, cut + 1)}
      </Box>{' '}
      <Box component="span" sx={noWrap}>
        {text.slice(cut + 2)}
      </Box>
    </>
  );
}
