import { memo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { DAY_SLOT_COUNT } from '@contracts/booking-limits';
import type { GridFilters } from './gridParams';
import { PAGE_ROOMS, scheduleApi } from './scheduleApi';
import { GridRowCells, type RowEvents } from './GridRowCells';

interface Props extends RowEvents {
  /** The room's place in the whole list (0-based) and its offset from the top of the grid's body. */
  index: number;
  top: number;
  filters: GridFilters;
  tz: string;
  /** Quarter hours starting before this instant are past (0: none). */
  pastBefore: number;
  /** The focused quarter hour when this row holds the grid's focus, else -1. */
  activeSlot: number;
}

const useRoomRow = scheduleApi.endpoints.getSchedulePage.useQueryState;

/**
 * One room's row, read from the cached page that holds it (the grid keeps the pages on screen
 * subscribed). Until that page is in, the row says it is loading, as one cell.
 */
export const DayGridRow = memo(function DayGridRow({ index, top, filters, activeSlot, ...rest }: Props) {
  const page = Math.floor(index / PAGE_ROOMS) + 1;
  const offset = index % PAGE_ROOMS;
  const { row, previousBlock, isError } = useRoomRow(
    { ...filters, page, limit: PAGE_ROOMS },
    {
      selectFromResult: ({ data, isError }) => ({ row: data?.rows[offset], previousBlock: data?.rows[offset - 1]?.room.block_id, isError }),
    },
  );
  // The first room of a page needs the previous page's last room to know whether a block begins.
  const { lastBlock } = useRoomRow(offset === 0 && index > 0 ? { ...filters, page: page - 1, limit: PAGE_ROOMS } : skipToken, {
    selectFromResult: ({ data }) => ({ lastBlock: data?.rows[PAGE_ROOMS - 1]?.room.block_id }),
  });
  const style = { transform: `translateY(${top}px)` };

  if (!row) {
    return (
      <div role="row" aria-rowindex={index + 2} data-row={index} className="dg-row" style={style}>
        <div role="rowheader">{isError ? 'Not loaded' : 'Loading…'}</div>
        <div role="gridcell" className="dg-loading" aria-colindex={2} aria-colspan={DAY_SLOT_COUNT} tabIndex={activeSlot >= 0 ? 0 : -1}>
          {isError ? 'These rooms could not be loaded. Scroll away and back to try again.' : 'Loading rooms…'}
        </div>
      </div>
    );
  }
  const before = offset === 0 ? lastBlock : previousBlock;
  const firstOfBlock = index === 0 || (before !== undefined && before !== row.room.block_id);
  return <GridRowCells index={index} row={row} style={style} firstOfBlock={firstOfBlock} activeSlot={activeSlot} {...rest} />;
});
