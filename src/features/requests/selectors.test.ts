import type { IghRequest, RoomRequest } from '@contracts/requests';
import { IGH_REQUESTS, ROOM_REQUESTS } from '@test/handlers/requests';
import { isPendingIgh, isPendingRoom, selectPendingIghRequests, selectPendingRoomRequests } from './selectors';

const withStatus = <T extends { status: string }>(row: T, status: string): T => ({ ...row, status });

describe('pending filters', () => {
  it('compares guest-house statuses exactly', () => {
    expect(isPendingIgh({ status: 'pending' })).toBe(true);
    expect(isPendingIgh({ status: 'Pending' as IghRequest['status'] })).toBe(false);
    const rows = [...IGH_REQUESTS, withStatus(IGH_REQUESTS[0], 'PENDING')];
    expect(selectPendingIghRequests(rows).map((r) => r.id)).toEqual([3]);
  });

  it('compares room-request statuses case-insensitively', () => {
    expect(isPendingRoom({ status: 'Pending' as RoomRequest['status'] })).toBe(true);
    expect(isPendingRoom({ status: 'approved' })).toBe(false);
    expect(selectPendingRoomRequests(ROOM_REQUESTS).map((r) => r.id)).toEqual([12, 11]);
  });

  it('returns the same array for the same input and does not touch the cached list', () => {
    const rows = Object.freeze([...ROOM_REQUESTS]);
    const first = selectPendingRoomRequests(rows);
    expect(selectPendingRoomRequests(rows)).toBe(first);
    expect(rows).toHaveLength(ROOM_REQUESTS.length);
  });
});
