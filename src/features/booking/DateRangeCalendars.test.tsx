import { screen, within } from '@testing-library/react';
import { dayjs } from '@shared/bookings/campusTime';
import { renderWithProviders } from '@test/render';
import { DateRangeCalendars } from './DateRangeCalendars';

/** The days marked "today" (aria-current="date") in the two months shown. */
const marked = () => screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('aria-current') === 'date');

describe('DateRangeCalendars', () => {
  it('marks campus today as today, not the browser’s day, when the two differ', () => {
    // Campus is a day ahead of this browser (e.g. a computer still set to another time zone).
    const campusToday = dayjs().add(1, 'day');
    renderWithProviders(
      <DateRangeCalendars value={{ start: null, end: null }} onChange={() => {}} minDate={campusToday.format('YYYY-MM-DD')} />,
    );

    const month = screen.getByRole('group', { name: campusToday.format('MMMM YYYY') });
    const today = marked();
    expect(today).toHaveLength(1);
    expect(within(month).getByRole('gridcell', { current: 'date' })).toBe(today[0]);
    expect(today[0]).toHaveTextContent(String(campusToday.date()));
  });
});
