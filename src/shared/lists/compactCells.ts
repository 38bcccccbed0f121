/**
 * Table cells with 8 px between columns (16 px at the table's edges) instead of MUI's
 * 16 px: wide admin tables then fit a 1280 px screen beside the sidebar with their
 * actions in view, and scroll inside their own box below that.
 */
export const compactCells = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
} as const;
