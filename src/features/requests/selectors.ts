import { createSelector } from '@reduxjs/toolkit';
import type { IghRequest, RoomRequest } from '@contracts/requests';

/** SPEC.md §4: guest-house requests compare their status exactly. */
export const isPendingIgh = (row: Pick<IghRequest, 'status'>): boolean => row.status === 'pending';

/** SPEC.md §4: room requests compare their status case-insensitively. */
export const isPendingRoom = (row: Pick<RoomRequest, 'status'>): boolean => String(row.status).toLowerCase() === 'pending';

// Memoised on the cached array, so re-renders do not build new lists.
export const selectPendingIghRequests = createSelector([(rows: readonly IghRequest[]) => rows], (rows) => rows.filter(isPendingIgh));

export const selectPendingRoomRequests = createSelector([(rows: readonly RoomRequest[]) => rows], (rows) => rows.filter(isPendingRoom));
