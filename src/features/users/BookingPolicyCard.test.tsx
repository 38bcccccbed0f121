import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@test/render';
import { server } from '@test/server';
import { policyBackend } from '@test/handlers/users';
import { pasteInto } from '@test/typing';
import { BookingPolicyCard } from './BookingPolicyCard';

describe('Booking policy (Manage Users, issue 15)', () => {
  it("saves a role's limits and refuses a value out of bounds before asking", async () => {
    const backend = policyBackend();
    server.use(...backend.handlers);
    const { user } = renderWithProviders(<BookingPolicyCard />);
    const clubs = within(await screen.findByRole('form', { name: 'Booking policy of Clubs' }));
    const pending = clubs.getByLabelText('Pending requests at once');
    expect(pending).toHaveValue(10);

    await user.clear(pending);
    await pasteInto(user, pending, '1001');
    expect(clubs.getByText('Pending requests at once must be a whole number from 0 to 1000')).toBeInTheDocument();
    expect(clubs.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(pending);
    await pasteInto(user, pending, '3');
    await user.click(clubs.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backend.policies[1]).toMatchObject({ role: 'rb_clubs', max_pending: 3, max_hours_per_week: 20 }));
    expect(backend.policies[0].max_pending).toBe(10);
    expect(await screen.findByText('Booking policy of Clubs saved')).toBeInTheDocument();
  });

  it('names each role in words with what it may do, never by its code (issue 35)', async () => {
    server.use(...policyBackend().handlers);
    renderWithProviders(<BookingPolicyCard />);
    const faculty = within(await screen.findByRole('form', { name: 'Booking policy of Faculty' }));
    expect(faculty.getByRole('heading', { name: 'Faculty' })).toBeInTheDocument();
    expect(faculty.getByText("Books rooms; each booking waits for a dean's approval")).toBeInTheDocument();
    for (const label of ['Pending requests at once', 'Booked hours per week', 'Days ahead']) {
      expect(faculty.getByLabelText(label)).toBeInTheDocument();
    }
    const clubs = within(screen.getByRole('form', { name: 'Booking policy of Clubs' }));
    expect(clubs.getByRole('heading', { name: 'Clubs' })).toBeInTheDocument();
    expect(screen.queryByText(/rb_faculty|rb_clubs/)).not.toBeInTheDocument();
  });
});
