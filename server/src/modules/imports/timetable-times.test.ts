import { timeOfDayViolation } from '../../contracts/booking-rules';
import { CSV_FIELDS, ICS_FIELDS, timeProblem } from './timetable';

/** A row's times in the import's words: the rule is contracts/time-rule.ts's, the words and the field are the import's. */
describe('timeProblem', () => {
  it.each([
    ['10:10', '11:00', 'start_time', '10:10 is not on a quarter hour (:00, :15, :30 or :45)'],
    ['10:00', '11:05', 'end_time', '11:05 is not on a quarter hour (:00, :15, :30 or :45)'],
    ['08:30', '10:00', 'start_time', '08:30 is before 09:00'],
    ['23:00', '23:30', 'start_time', '23:00 is after 22:45'],
    ['22:00', '23:30', 'end_time', '23:30 is after 23:00'],
    ['11:00', '10:00', 'end_time', '10:00 is not after the start time 11:00'],
    ['10:00', '10:00', 'end_time', '10:00 is not after the start time 10:00'],
    ['09:00', '17:15', 'end_time', 'the booking is longer than 8 hours'],
  ])('%s–%s: %s "%s"', (start, end, field, message) => {
    expect(timeProblem(start, end, CSV_FIELDS)).toEqual({ field, message });
  });

  it('passes a range the rules allow', () => {
    expect(timeProblem('09:00', '17:00', CSV_FIELDS)).toBeNull();
    expect(timeProblem('22:45', '23:00', CSV_FIELDS)).toBeNull();
  });

  it('names a time that is itself wrong before the two times’ length or order, where the booking form tells the first rule', () => {
    // Every fix of 07:00–16:00 moves 07:00; shortening the booking first would only lead to "07:00 is before 09:00".
    expect(timeProblem('07:00', '16:00', CSV_FIELDS)).toEqual({ field: 'start_time', message: '07:00 is before 09:00' });
    expect(timeOfDayViolation('07:00', '16:00')).toBe('Booking cannot exceed 8 hours');
    // On the quarter-hour grid a booking is never shorter than 15 minutes: a short one has a time off the grid.
    expect(timeProblem('10:00', '10:10', CSV_FIELDS)).toEqual({
      field: 'end_time',
      message: '10:10 is not on a quarter hour (:00, :15, :30 or :45)',
    });
    expect(timeProblem('10:05', '10:10', CSV_FIELDS)).toEqual({
      field: 'start_time',
      message: '10:05 is not on a quarter hour (:00, :15, :30 or :45)',
    });
  });

  it('names an iCalendar event’s properties', () => {
    expect(timeProblem('08:00', '10:00', ICS_FIELDS)).toEqual({ field: 'DTSTART', message: '08:00 is before 09:00' });
    expect(timeProblem('22:00', '23:30', ICS_FIELDS)?.field).toBe('DTEND');
  });
});
