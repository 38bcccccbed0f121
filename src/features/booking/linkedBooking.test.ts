import { isLinked, linkedTarget } from './linkedBooking';

describe('the booking a notification links to', () => {
  it('reads ?booking= and ?series=, ignoring anything but whole numbers', () => {
    expect(linkedTarget(new URLSearchParams('booking=12'))).toEqual({ booking: 12, series: null });
    expect(linkedTarget(new URLSearchParams('series=3&booking=x'))).toEqual({ booking: null, series: 3 });
    expect(linkedTarget(new URLSearchParams(''))).toEqual({ booking: null, series: null });
  });

  it('marks the booking, or every booking of the series', () => {
    expect(isLinked({ id: 12, recurring_booking_id: null }, { booking: 12, series: null })).toBe(true);
    expect(isLinked({ id: 13, recurring_booking_id: 3 }, { booking: null, series: 3 })).toBe(true);
    expect(isLinked({ id: 13, recurring_booking_id: null }, { booking: 12, series: null })).toBe(false);
    expect(isLinked({ id: 13, recurring_booking_id: null }, { booking: null, series: null })).toBe(false);
  });
});
