import type { SxProps, Theme } from '@mui/material/styles';
import { DAY_SLOT_COUNT } from '@contracts/booking-limits';

/** Sizes of the grid in px: a room's row, the hours' header, the room names' column, a quarter hour at least. */
export const ROW_HEIGHT = 40;
export const HEADER_HEIGHT = 32;
export const ROWHEAD_WIDTH = 168;
const MIN_SLOT_WIDTH = 14;
export const GRID_MIN_WIDTH = ROWHEAD_WIDTH + DAY_SLOT_COUNT * MIN_SLOT_WIDTH;
/** The grid box's height: the window's less the page above it, at least this much (px). */
const GRID_MIN_HEIGHT = 360;
const PAGE_ABOVE_GRID = 340;
/** The grid box's height in a window `viewport` px high, as its style sets it (read before it is laid out). */
export const gridHeightIn = (viewport: number) => Math.max(GRID_MIN_HEIGHT, viewport - PAGE_ABOVE_GRID);
export const GRID_COLUMNS = `${ROWHEAD_WIDTH}px repeat(${DAY_SLOT_COUNT}, minmax(${MIN_SLOT_WIDTH}px, 1fr))`;

/** Hatching: pending requests (as on the timeline) and past time (fainter); closures both ways. */
const hatch = (alpha: number, angle = 45) =>
  `repeating-linear-gradient(${angle}deg, transparent 0 4px, rgba(127,127,127,${alpha}) 4px 8px)`;
const CROSS_HATCH = `${hatch(0.3)}, ${hatch(0.3, -45)}`;

/** How each kind of cell looks: the grid's cells and the legend's swatches share these. */
export const CELL_LOOKS = {
  confirmed: { bgcolor: '#DCFCE7', color: '#166534', border: 1, borderColor: '#166534' },
  pending: { bgcolor: '#FEF9C3', color: '#854D0E', border: 1, borderColor: '#854D0E', borderStyle: 'dashed', backgroundImage: hatch(0.25) },
  closed: { backgroundImage: CROSS_HATCH, color: 'text.secondary', border: 1, borderColor: 'divider', borderStyle: 'dotted' },
  past: { backgroundImage: hatch(0.15) },
  free: { border: 1, borderColor: 'divider' },
} as const;

/**
 * Every style of the grid in one rule set on its box: rows and cells are plain elements with
 * a data attribute for their kind, so drawing a row creates no style of its own (a row is
 * 57 elements; 1,000 rooms scroll past). Confirmed and pending bookings differ in pattern and
 * border as well as colour (solid green; hatched amber with a dashed border); the tints keep
 * their dark text readable in the light and the dark theme, as the status badges do.
 */
export const gridSx: SxProps<Theme> = {
  position: 'relative',
  overflow: 'auto',
  height: `max(${GRID_MIN_HEIGHT}px, calc(100vh - ${PAGE_ABOVE_GRID}px))`,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  scrollPaddingTop: HEADER_HEIGHT,
  scrollPaddingLeft: ROWHEAD_WIDTH,
  '& .dg-row': {
    display: 'grid',
    gridTemplateColumns: GRID_COLUMNS,
    minWidth: GRID_MIN_WIDTH,
    height: ROW_HEIGHT,
    boxSizing: 'border-box',
    borderBottom: 1,
    borderColor: 'divider',
    userSelect: 'none',
    // An hour line every four quarter hours, behind the free cells.
    backgroundImage: (t) => `linear-gradient(to right, ${t.palette.divider} 1px, transparent 1px)`,
    backgroundSize: `calc((100% - ${ROWHEAD_WIDTH}px) / ${DAY_SLOT_COUNT / 4}) 100%`,
    backgroundPosition: `${ROWHEAD_WIDTH}px 0`,
  },
  // A row's size is its own: adding, moving or redrawing one leaves the others alone.
  '& .dg-body > .dg-row': { position: 'absolute', top: 0, left: 0, width: '100%', contain: 'strict' },
  '& .dg-block': { borderTop: 2, borderTopColor: 'text.secondary' },
  '& [role=rowheader], & .dg-corner': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    borderRight: 1,
    borderColor: 'divider',
    px: 1,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    lineHeight: 1.2,
    '& b': { fontSize: 13, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    '& small': { fontSize: 11, color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  },
  '& .dg-head': { position: 'sticky', top: 0, zIndex: 2, height: HEADER_HEIGHT, bgcolor: 'background.paper', backgroundImage: 'none' },
  '& .dg-head .dg-corner': { zIndex: 3, fontSize: 12, fontWeight: 600 },
  // An hour's head is narrower than "09:00 AM" at this size: every head puts its AM or PM under
  // the time (narrower than both on one line), not only the widest ones.
  '& [role=columnheader]:not(.dg-corner)': {
    fontSize: 11,
    lineHeight: 1.2,
    color: 'text.secondary',
    pl: 0.5,
    alignSelf: 'center',
    maxWidth: '6ch',
  },
  '& [role=gridcell]': {
    minWidth: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    fontSize: 12,
    lineHeight: `${ROW_HEIGHT - 12}px`,
    outlineOffset: -2,
    '&:focus-visible, &:focus': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
  },
  '& .dg-pick > [data-k=free]': { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } },
  '& [data-k=past]': CELL_LOOKS.past,
  '& [data-k=closed]': { ...CELL_LOOKS.closed, px: 0.5 },
  '& [data-k=booking]': { m: '4px 1px', px: 0.5, borderRadius: 1, lineHeight: `${ROW_HEIGHT - 10}px`, ...CELL_LOOKS.confirmed },
  '& [data-s=pending]': CELL_LOOKS.pending,
  '& .dg-open > [data-k=booking]': { cursor: 'pointer' },
  '& [aria-selected=true]': { bgcolor: 'primary.main' },
  '& .dg-loading': { gridColumn: `2 / span ${DAY_SLOT_COUNT}`, color: 'text.secondary', px: 1 },
};
