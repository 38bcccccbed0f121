import type { BookedSlot } from '@contracts/booking';
import { buildSlots, slotName } from './daySlots';

const TZ = 'Asia/Kolkata';
const slot = (start: string, end: string, purpose = 'Faculty meeting'): BookedSlot => ({
  id: 1,
  room_id: 1,
  start_time: start,
  end_time: end,
  purpose,
  name: 'Anita Rao',
  email: 'anita@campus.example',
  status: 'confirmed',
});

describe('buildSlots', () => {
  const longAgo = 0;

  it('marks the quarter hours a booking covers, in campus time', () => {
    const slots = buildSlots('2026-03-05', TZ, [slot('2026-03-05T10:15:00+05:30', '2026-03-05T11:00:00+05:30')], longAgo);
    const booked = slots.filter((s) => s.booking).map((s) => s.start);
    expect(booked).toEqual(['10:15', '10:30', '10:45']);
  });

  it('reads a booking sent in another offset at its campus time', () => {
    // 04:45Z is 10:15 on campus.
    const slots = buildSlots('2026-03-05', TZ, [slot('2026-03-05T04:45:00Z', '2026-03-05T05:00:00Z')], longAgo);
    expect(slots.filter((s) => s.booking).map((s) => s.start)).toEqual(['10:15']);
  });

  it('ignores bookings on other days and touching ranges', () => {
    const slots = buildSlots(
      '2026-03-05',
      TZ,
      [slot('2026-03-04T10:00:00+05:30', '2026-03-04T12:00:00+05:30'), slot('2026-03-05T08:00:00+05:30', '2026-03-05T09:00:00+05:30')],
      longAgo,
    );
    expect(slots.some((s) => s.booking)).toBe(false);
  });

  it('marks slots that have begun as past', () => {
    const now = Date.parse('2026-03-05T09:40:00+05:30');
    const slots = buildSlots('2026-03-05', TZ, [], now);
    expect(slots.filter((s) => s.past).map((s) => s.start)).toEqual(['09:00', '09:15', '09:30']);
  });

  it('names slots for assistive technology', () => {
    const slots = buildSlots(
      '2026-03-05',
      TZ,
      [slot('2026-03-05T10:15:00+05:30', '2026-03-05T10:30:00+05:30')],
      Date.parse('2026-03-05T09:10:00+05:30'),
    );
    expect(slotName(slots[0])).toBe('09:00 AM to 09:15 AM, past');
    expect(slotName(slots[4])).toBe('10:00 AM to 10:15 AM, free');
    expect(slotName(slots[5])).toBe('10:15 AM to 10:30 AM, booked: Faculty meeting');
    expect(slotName(slots[55])).toBe('10:45 PM to 11:00 PM, free');
    const pending = buildSlots(
      '2026-03-05',
      TZ,
      [{ ...slot('2026-03-05T10:15:00+05:30', '2026-03-05T10:30:00+05:30'), status: 'pending' }],
      0,
    );
    expect(slotName(pending[5])).toBe('10:15 AM to 10:30 AM, booked (pending approval): Faculty meeting');
  });
});

describe('closed slots (issue 15)', () => {
  it('marks the slots a closure covers, in campus time, and names them with the reason', () => {
    const closed = [{ room_id: 1, start_time: '2026-03-04T18:30:00Z', end_time: '2026-03-05T12:00:00+05:30', reason: 'Diwali holiday' }];
    const slots = buildSlots('2026-03-05', TZ, [], 0, closed);
    expect(slots.filter((s) => s.closure).map((s) => s.start)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
    ]);
    expect(slotName(slots[0])).toBe('09:00 AM to 09:15 AM, closed: Diwali holiday');
    expect(slotName(slots[12])).toBe('12:00 PM to 12:15 PM, free');
  });

  it('a closure ending at 00:00 campus time closes nothing of the next day', () => {
    const closed = [{ room_id: 1, start_time: '2026-03-04T00:00:00+05:30', end_time: '2026-03-05T00:00:00+05:30', reason: 'Exam hall' }];
    expect(buildSlots('2026-03-04', TZ, [], 0, closed).every((s) => s.closure === 'Exam hall')).toBe(true);
    expect(buildSlots('2026-03-05', TZ, [], 0, closed).some((s) => s.closure)).toBe(false);
  });
});
