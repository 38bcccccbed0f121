import { createSelector } from '@reduxjs/toolkit';
import type { IghRequest, RoomRequest } from '@contracts/requests';
import type { RequestRow } from './types';

/** SPEC.md §4: guest-house requests compare their status exactly. */
export const isPendingIgh = (row: Pick<IghRequest, 'status'>): boolean => row.status === 'pending';

/** SPEC.md §4: room requests compare their status case-insensitively. */
export const isPendingRoom = (row: Pick<RoomRequest, 'status'>): boolean => String(row.status).toLowerCase() === 'pending';

// Memoised on the cached array, so re-renders do not build new lists.
export const selectPendingIghRequests = createSelector([(rows: readonly IghRequest[]) => rows], (rows) => rows.filter(isPendingIgh));

export const selectPendingRoomRequests = createSelector([(rows: readonly RoomRequest[]) => rows], (rows) => rows.filter(isPendingRoom));

/**
 * Issue 35 (docs/decisions/0181-approval-lists-by-start.md): what waits comes first, the
 * soonest start first, since the next to begin is the next to expire; decided requests
 * follow, the latest start first. A copy: the cached array is never sorted in place.
 */
export function decisionOrder<T extends RequestRow>(rows: readonly T[], isPending: (row: T) => boolean, startOf: (row: T) => string): T[] {
  const at = (row: T) => Date.parse(startOf(row));
  return [...rows].sort((a, b) => {
    const [waitsA, waitsB] = [isPending(a), isPending(b)];
    if (waitsA !== waitsB) return waitsA ? -1 : 1;
    return waitsA ? at(a) - at(b) : at(b) - at(a);
  });
}
