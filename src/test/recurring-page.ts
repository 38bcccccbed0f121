import { createElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import RecurringBookingPage from '@features/recurring/RecurringBookingPage';
import { campusToday, dayjs } from '@shared/bookings/campusTime';
import { makeUser } from './fixtures';
import { recurringBackend } from './handlers/recurring';
import { sessionAs } from './handlers/session';
import { renderWithProviders } from './render';
import { server } from './server';
import { pasteInto } from './typing';

// The first Monday after today (today itself is never bookable), and two weeks on.
const today = dayjs(campusToday('Asia/Kolkata'));
export const monday = today.add((8 - today.day()) % 7 || 7, 'day');
export const start = monday.format('YYYY-MM-DD');
export const end = monday.add(14, 'day').format('YYYY-MM-DD');

/**
 * Create Recurring Booking's page alone, as an administrator, its rooms loaded (the layout
 * around it: src/app/routes.test.tsx; the route in a browser: e2e/).
 */
export async function openRecurringPage(backend = recurringBackend()) {
  server.use(sessionAs(makeUser(['rb_admin'], { name: 'Arjun Mehta', email: 'rb.admin@campus.example' })), ...backend.handlers);
  const utils = renderWithProviders(createElement(RecurringBookingPage), { route: '/faculty/book-room/recurring' });
  await screen.findByRole('combobox', { name: /Room/ });
  return { ...utils, backend };
}

/** Seminar Hall 2, the first Monday to two weeks on, "Weekly lab meeting" (the row stays Monday 09:00-10:00). */
export async function fillRecurringForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('combobox', { name: /Room/ }));
  await user.click(await screen.findByRole('option', { name: /Seminar Hall 2/ }));
  fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: start } });
  fireEvent.change(screen.getByLabelText(/End date/), { target: { value: end } });
  await pasteInto(user, screen.getByRole('textbox', { name: /Purpose/ }), 'Weekly lab meeting');
}

/** The body fillRecurringForm's series is sent as. */
export const filledSeries = {
  rooms: [7],
  purpose: 'Weekly lab meeting',
  start_date: start,
  end_date: end,
  weekly_pattern: [{ day_of_week: 1, start_time: '09:00', end_time: '10:00' }],
};
