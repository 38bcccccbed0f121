import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@test/api-url';
import { at, bookingBackend, campusDay, makeBooking } from '@test/handlers/booking';
import { renderWithProviders } from '@test/render';
import MyBookingsPage from './MyBookingsPage';
import { server } from '@test/server';
import { pasteInto } from '@test/typing';
import { cardWith } from '@test/rows';
import { atWidth } from '@test/viewport';

// The page alone, without the layout around it (guards: src/app/routes.test.tsx; the route in a browser: e2e/).
// The dialogs load when first opened (issue 34): here before the tests, not in the first one's 5 s.
beforeAll(() => Promise.all([import('@shared/bookings/EditBookingDialog'), import('@shared/bookings/DeleteBookingDialog')]));

const renderPage = () => renderWithProviders(<MyBookingsPage />, { route: '/faculty/bookings' });

const soon = campusDay(3);
const later = campusDay(5);
const past = campusDay(-4);

function seed() {
  return bookingBackend({
    bookings: [
      makeBooking({
        id: 1,
        rooms: 'Conference Room A',
        purpose: 'Project review',
        start_time: at(soon, '10:00'),
        end_time: at(soon, '11:30'),
        status: 'pending',
      }),
      makeBooking({
        id: 2,
        room_id: 2,
        rooms: 'Classroom 101',
        purpose: 'Guest lecture',
        start_time: at(later, '14:00'),
        end_time: at(later, '14:45'),
        status: 'confirmed',
      }),
      makeBooking({
        id: 3,
        room_id: 3,
        rooms: 'Seminar Hall',
        purpose: 'Weekly seminar',
        start_time: at(past, '09:00'),
        end_time: at(past, '10:00'),
        status: 'confirmed',
        recurring_booking_id: 4,
      }),
      makeBooking({
        id: 4,
        room_id: 3,
        rooms: 'Seminar Hall',
        purpose: 'Rejected talk',
        start_time: at(later, '16:00'),
        end_time: at(later, '17:00'),
        status: 'rejected',
        reason: 'The hall is closed for exams',
      }),
    ],
  });
}

async function open(backend = seed()) {
  server.use(...backend.handlers);
  const utils = renderPage();
  await screen.findByText('Showing 4 of 4 bookings');
  await listDrawn();
  return { ...utils, backend };
}

/** The table or the cards: their code loads beside the bookings (docs/decisions/0230). */
const listDrawn = () => screen.findByLabelText('My bookings');

const rows = () =>
  within(screen.getByRole('table', { name: 'My bookings' }))
    .getAllByRole('row')
    .slice(1);
// The room cell also holds the recurring icon's title.
const roomColumn = () => rows().map((r) => within(r).getAllByRole('cell')[0].textContent?.replace('Part of a recurring series', ''));

describe('My Bookings', () => {
  it('lists bookings latest first with SPEC.md formats, badges and actions', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();
    expect(screen.getByText('View and manage your room booking history')).toBeInTheDocument();
    expect(roomColumn()).toEqual(['Seminar Hall', 'Classroom 101', 'Conference Room A', 'Seminar Hall']);
    const [, , pending, completed] = rows();
    expect(within(pending).getByText('1h 30m')).toBeInTheDocument();
    expect(within(pending).getByText('10:00 AM – 11:30 AM')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    // Issue 35: a request says who decides it and that its booker will hear.
    expect(within(pending).getByText('Sent to the dean for approval — you will be notified')).toBeInTheDocument();
    expect(within(completed).queryByText(/Sent to the dean/)).not.toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: /Edit booking/ })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: /Delete booking/ })).toBeInTheDocument();
    // A confirmed booking that has ended: completed, no actions, recurring badge and icon.
    expect(within(completed).getByText('Completed')).toBeInTheDocument();
    expect(within(completed).getByText('Recurring')).toBeInTheDocument();
    expect(within(completed).getByTitle('Part of a recurring series')).toBeInTheDocument();
    // Only its history remains to open (issue 35).
    expect(
      within(completed)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['History of Seminar Hall, Weekly seminar']);
    // A rejected future booking shows the dean's reason, and can be deleted but not edited.
    const rejected = rows()[0];
    expect(within(rejected).getByText('Reason: The hall is closed for exams')).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: /Edit booking/ })).not.toBeInTheDocument();
    expect(within(rejected).getByRole('button', { name: /Delete booking/ })).toBeInTheDocument();
  });

  // The search text is pasted: matching, per filter and sort, is myBookingsFiltering.test.ts's.
  it('searches, filters, sorts and counts; Clear Filters resets everything', async () => {
    const { user } = await open();
    await user.click(screen.getByPlaceholderText('Search by room or purpose...'));
    await user.paste('lecture');
    expect(screen.getByText('Showing 1 of 4 bookings')).toBeInTheDocument();
    expect(roomColumn()).toEqual(['Classroom 101']);
    await user.clear(screen.getByPlaceholderText('Search by room or purpose...'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    expect(screen.getByText('Showing 2 of 4 bookings')).toBeInTheDocument();
    expect(roomColumn()).toEqual(['Classroom 101', 'Seminar Hall']);

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Recurring Bookings' }));
    expect(screen.getByText('Showing 1 of 4 bookings')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Room Name' }));
    await user.click(screen.getByPlaceholderText('Search by room or purpose...'));
    await user.paste('nothing like this');
    expect(screen.getByText('No Bookings Found')).toBeInTheDocument();
    expect(screen.getByText('No bookings match your current filters. Try adjusting your search criteria.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('Showing 4 of 4 bookings')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by room or purpose...')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Latest First');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Status');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All Bookings');
  });

  it.each([
    ['Oldest First', ['Seminar Hall', 'Conference Room A', 'Classroom 101', 'Seminar Hall']],
    ['Room Name', ['Classroom 101', 'Conference Room A', 'Seminar Hall', 'Seminar Hall']],
    ['Status', ['Classroom 101', 'Seminar Hall', 'Conference Room A', 'Seminar Hall']],
  ])('sorts by %s', async (option, expected) => {
    const { user } = await open();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: option }));
    expect(roomColumn()).toEqual(expected);
  });

  it('says so when the user has no bookings, without a Clear Filters button', async () => {
    server.use(...bookingBackend().handlers);
    renderPage();
    expect(await screen.findByText('No Bookings Found')).toBeInTheDocument();
    expect(
      screen.getByText("You haven't made any room bookings yet. Start by booking a room for your next meeting or event."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('shows "Invalid date" for an unparseable date', async () => {
    server.use(...bookingBackend({ bookings: [makeBooking({ id: 9, start_time: 'soon-ish', end_time: 'later' })] }).handlers);
    renderPage();
    await screen.findByText('Showing 1 of 1 bookings');
    await listDrawn();
    expect(within(rows()[0]).getAllByText(/Invalid date/).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the error panel and recovers with Try Again', async () => {
    let fail = true;
    const backend = seed();
    server.use(
      http.get(apiUrl('/faculty/bookings'), () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ bookings: backend.db.bookings }),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Error Loading Bookings')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch booking requests. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 4 of 4 bookings')).toBeInTheDocument();
  });

  it('edits a booking and updates the row in place', async () => {
    const { user, backend } = await open();
    await user.click(within(rows()[2]).getByRole('button', { name: /Edit booking/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' });
    const purpose = within(dialog).getByRole('textbox', { name: /purpose/i });
    await user.clear(purpose);
    await pasteInto(user, purpose, 'Design review');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Booking updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Booking' })).not.toBeInTheDocument());
    expect(within(rows()[2]).getByText('Design review')).toBeInTheDocument();
    expect(backend.db.bookings.find((b) => b.id === 1)?.purpose).toBe('Design review');
  });

  it('deletes a booking after confirmation', async () => {
    let release: () => void = () => {};
    const { user, backend } = await open();
    server.use(
      http.delete(apiUrl('/faculty/bookings/:id'), async ({ params }) => {
        await new Promise<void>((resolve) => (release = resolve));
        backend.db.bookings = backend.db.bookings.filter((b) => b.id !== Number(params.id));
        return HttpResponse.json({ message: 'Booking deleted' });
      }),
    );
    await user.click(within(rows()[1]).getByRole('button', { name: /Delete booking/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Booking' });
    expect(within(dialog).getByText('Are you sure you want to delete this booking? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Booking deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 3 of 3 bookings')).toBeInTheDocument());
    await waitFor(() => expect(roomColumn()).not.toContain('Classroom 101'));
  });

  it('deletes a rejected booking too, and it stays gone after Refresh', async () => {
    const { user } = await open();
    const rejected = rows()[0];
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    await user.click(within(rejected).getByRole('button', { name: /Delete booking/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Booking deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 3 of 3 bookings')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Booking' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByText('Showing 3 of 3 bookings')).toBeInTheDocument());
    expect(screen.queryByText('Rejected talk')).not.toBeInTheDocument();
  });

  it('keeps the booking and says so when deleting fails; Cancel changes nothing', async () => {
    const { user } = await open();
    server.use(http.delete(apiUrl('/faculty/bookings/:id'), () => HttpResponse.json({ message: 'Booking not found' }, { status: 404 })));
    await user.click(within(rows()[1]).getByRole('button', { name: /Delete booking/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete booking')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete Booking' })).toBeInTheDocument();
    dialog = screen.getByRole('dialog', { name: 'Delete Booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Booking' })).not.toBeInTheDocument());
    expect(screen.getByText('Showing 4 of 4 bookings')).toBeInTheDocument();
  });
});

describe('My Bookings on a phone (390 px)', () => {
  atWidth(390);

  it('shows one card per booking with labelled values and its actions, sorts, and edits from a card', async () => {
    const { user, backend } = await open();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = () => within(screen.getByRole('list', { name: 'My bookings' })).getAllByRole('listitem');
    const titles = () => cards().map((c) => within(c).getByRole('heading').textContent);
    expect(titles()).toEqual(['Seminar Hall', 'Classroom 101', 'Conference Room A', 'Seminar Hall']);
    const pending = cardWith('Project review');
    expect(
      within(pending)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Date & Time', 'Duration', 'Purpose']);
    expect(within(pending).getByText('1h 30m')).toBeInTheDocument();
    expect(
      within(pending)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Delete', 'History']);
    // A past booking can no longer be changed: only its history is offered (issue 35).
    expect(
      within(cardWith('Weekly seminar'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['History']);
    expect(within(cardWith('Rejected talk')).getByText('Reason: The hall is closed for exams')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Room Name' }));
    await waitFor(() => expect(titles()).toEqual(['Classroom 101', 'Conference Room A', 'Seminar Hall', 'Seminar Hall']));

    await user.click(within(cardWith('Project review')).getByRole('button', { name: 'Edit booking of Conference Room A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' });
    const purpose = within(dialog).getByRole('textbox', { name: /purpose/i });
    await user.clear(purpose);
    await pasteInto(user, purpose, 'Design review');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Booking' })).not.toBeInTheDocument());
    expect(within(cardWith('Design review')).getByRole('heading', { name: 'Conference Room A' })).toBeInTheDocument();
    expect(backend.db.bookings.find((b) => b.id === 1)?.purpose).toBe('Design review');
  });
});
