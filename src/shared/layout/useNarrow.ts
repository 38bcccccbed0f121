import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * True on a phone or a narrow window (below the md breakpoint, 900 px): wide tables give
 * way to one card per row there, so no page scrolls sideways. Read on the first render
 * (noSsr), so the page does not draw a table and then swap it (no layout shift).
 */
export function useNarrow(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
}
