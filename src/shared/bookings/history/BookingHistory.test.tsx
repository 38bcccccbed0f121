import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@test/api-url';
import { renderWithProviders } from '@test/render';
import { server } from '@test/server';
import { HistoryButton } from './HistoryButton';
import { HistorySection } from './HistorySection';

// Issue 35: a booking's history — who, when and what changed — from a row's History action and the edit dialog.
describe('booking history', () => {
  it('opens from the History action with each change, who made it and when', async () => {
    const { user } = renderWithProviders(<HistoryButton bookingId={7} label="Seminar Room 2, Viva" />);
    await user.click(screen.getByRole('button', { name: 'History of Seminar Room 2, Viva' }));
    const list = await within(await screen.findByRole('dialog', { name: 'History' })).findByRole('list', { name: 'Booking history' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Requested — Rahul Verma, Mon, Mar 02, 2026, 09:15 AMTime: Thu, Mar 05, 2026, 10:00 AM – 11:00 AM; Room: Seminar Room 2',
      'Changed — Arjun Mehta, Tue, Mar 03, 2026, 11:00 AMTime: Thu, Mar 05, 2026, 10:00 AM – 11:00 AM → Fri, Mar 06, 2026, 02:00 PM – 03:00 PM',
      'Approved — Kavita Iyer, Tue, Mar 03, 2026, 04:40 PMStatus: Pending → Confirmed',
    ]);
  });

  it('reads the history only when asked, and says so when it cannot', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl('/bookings/:id/history'), () => {
        asked++;
        return HttpResponse.json({ message: 'Booking not found.' }, { status: 404 });
      }),
    );
    const { user } = renderWithProviders(<HistorySection bookingId={9} />);
    expect(asked).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Show history' }));
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('says an expiry happened by itself', async () => {
    server.use(
      http.get(apiUrl('/bookings/:id/history'), () =>
        HttpResponse.json({
          entries: [
            {
              id: 4,
              at: '2026-03-05T10:00:00+05:30',
              actor: null,
              action: 'Expired — no decision before it began',
              changes: [{ field: 'status', from: 'Pending', to: 'Expired — no decision before it began' }],
            },
          ],
        }),
      ),
    );
    const { user } = renderWithProviders(<HistorySection bookingId={9} />);
    await user.click(screen.getByRole('button', { name: 'Show history' }));
    expect(
      await screen.findByText('Expired — no decision before it began — Automatically, Thu, Mar 05, 2026, 10:00 AM'),
    ).toBeInTheDocument();
  });
});
