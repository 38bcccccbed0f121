import type { ScheduleBooking } from '@contracts/schedule';
import { buildSlots } from '@shared/bookings/daySlots';
import { agendaPeriods, blockedSlots, cellName, defaultRange, rowCells } from './cells';

const TZ = 'Asia/Kolkata';
const DAY = '2026-12-01';
const at = (time: string) => `${DAY}T${time}:00+05:30`;
const booking = (id: number, from: string, to: string, status: ScheduleBooking['status'] = 'confirmed'): ScheduleBooking => ({
  id,
  room_id: 1,
  start_time: at(from),
  end_time: at(to),
  status,
  purpose: `Meeting ${id}`,
  name: 'Anita Rao',
  email: 'anita@campus.example',
});
const cellsOf = (bookings: ScheduleBooking[], now = 0, closures: { start_time: string; end_time: string; reason: string }[] = []) =>
  rowCells(buildSlots(DAY, TZ, bookings, now, closures));

describe('a grid row’s cells', () => {
  it('makes each booking one cell over its quarter hours, and every other quarter hour a cell of its own', () => {
    const cells = cellsOf([booking(1, '10:00', '11:00'), booking(2, '11:00', '11:30', 'pending')]);
    expect(cells).toHaveLength(56 - 4 - 2 + 2);
    expect(cells[4]).toMatchObject({ kind: 'booking', from: 4, to: 7 });
    expect(cells[5]).toMatchObject({ kind: 'booking', from: 8, to: 9 });
    expect(cells[6]).toMatchObject({ kind: 'free', from: 10, to: 10 });
  });

  it('names a cell by room, time and what holds it', () => {
    const closures = [{ start_time: at('18:00'), end_time: at('23:00'), reason: 'Diwali' }];
    const cells = cellsOf([booking(1, '10:00', '11:00'), booking(2, '11:00', '11:30', 'pending')], Date.parse(at('09:20')), closures);
    const names = cells.map((cell) => cellName('Room 101', cell));
    expect(names.slice(0, 5)).toEqual([
      'Room 101, 09:00 AM to 09:30 AM, past',
      'Room 101, 09:30 AM to 09:45 AM, free',
      'Room 101, 09:45 AM to 10:00 AM, free',
      'Room 101, 10:00 AM to 11:00 AM, booked: Meeting 1, by Anita Rao',
      'Room 101, 11:00 AM to 11:30 AM, booked (pending approval): Meeting 2, by Anita Rao',
    ]);
    expect(names[names.length - 1]).toBe('Room 101, 06:00 PM to 11:00 PM, closed: Diwali');
  });

  it('shows a booking inside a closure as the booking, so it can still be opened', () => {
    const closures = [{ start_time: at('00:00'), end_time: at('23:59'), reason: 'Exams' }];
    const cells = cellsOf([booking(1, '10:00', '11:00')], 0, closures);
    expect(cells.map((c) => [c.kind, c.from, c.to])).toEqual([
      ['closed', 0, 3],
      ['booking', 4, 7],
      ['closed', 8, 55],
    ]);
  });

  it('proposes an hour from a clicked free quarter hour, ended early by a booking or the day’s end', () => {
    const blocked = blockedSlots(cellsOf([booking(1, '10:00', '11:00')]));
    expect(defaultRange(0, blocked)).toEqual({ start: 0, end: 3 });
    expect(defaultRange(2, blocked)).toEqual({ start: 2, end: 3 });
    expect(defaultRange(54, blocked)).toEqual({ start: 54, end: 55 });
  });

  it('merges free and past quarter hours into periods for the agenda', () => {
    const cells = cellsOf([booking(1, '10:00', '11:00')], Date.parse(at('09:20')));
    expect(agendaPeriods(cells).map((p) => [p.kind, p.from, p.to])).toEqual([
      ['past', 0, 1],
      ['free', 2, 3],
      ['booking', 4, 7],
      ['free', 8, 55],
    ]);
  });
});
