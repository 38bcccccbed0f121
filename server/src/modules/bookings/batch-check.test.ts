import { clashesWithinBatch, type BatchBooking } from './batch-check';

/** Issue 31: overlaps inside an import's batch — the booking asked for first keeps the time. */
const at = (hour: number, minutes = 0) => new Date(Date.UTC(2026, 3, 6, hour, minutes));
const item = (room_id: number, from: [number, number], to: [number, number]): BatchBooking => ({
  room_id,
  user_id: 1,
  purpose: 'x',
  start: at(...from),
  end: at(...to),
});

it('the earlier index stands; a later overlapping one conflicts with it, whatever their start order', () => {
  const items = [item(1, [5, 0], [6, 0]), item(1, [4, 30], [5, 30]), item(1, [6, 0], [7, 0]), item(2, [5, 0], [6, 0])];
  expect(clashesWithinBatch(items, [0, 1, 2, 3])).toEqual([{ index: 1, cause: 'batch', other: 0 }]);
});

it('a chain of overlaps is settled by index, so a booking pushed out frees the time it held', () => {
  // 0: 04:00–05:00, 1: 04:30–05:30 (loses to 0), 2: 05:15–06:00 (overlaps only 1, which is out: it stands)
  const items = [item(1, [4, 0], [5, 0]), item(1, [4, 30], [5, 30]), item(1, [5, 15], [6, 0])];
  expect(clashesWithinBatch(items, [0, 1, 2])).toEqual([{ index: 1, cause: 'batch', other: 0 }]);
});

it('touching bookings do not overlap; only the candidates are compared', () => {
  const items = [item(1, [4, 0], [5, 0]), item(1, [5, 0], [6, 0]), item(1, [4, 0], [5, 0])];
  expect(clashesWithinBatch(items, [0, 1])).toEqual([]);
  expect(clashesWithinBatch(items, [1, 2])).toEqual([]);
});
