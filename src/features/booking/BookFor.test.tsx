import { screen, within } from '@testing-library/react';
import type { BookRoomBody } from '@contracts/booking';
import { demoConfig, makeUser } from '@test/fixtures';
import { at, bookingBackend, campusDay, ROOMS } from '@test/handlers/booking';
import { sessionAs } from '@test/handlers/session';
import { renderWithProviders } from '@test/render';
import { server } from '@test/server';
import { pasteInto } from '@test/typing';
import { AvailabilityResults } from './AvailabilityResults';

// Issue 35: an administrator books for someone else with the "Book for" picker.
const day = campusDay(3);
const slot = (timeline: HTMLElement, name: string) => within(timeline).getByLabelText(name, { selector: 'button' });

async function openDayAs(access: string[]) {
  server.use(...bookingBackend().handlers, sessionAs(makeUser(access)));
  const request = { room_ids: [ROOMS[0].id], start_date: day, end_date: day };
  const utils = renderWithProviders(<AvailabilityResults request={request} rooms={ROOMS.slice(0, 1)} tz={demoConfig.campusTz} />);
  const timeline = await screen.findByRole('group', { name: /^Time slots for Conference Room A/ });
  return { ...utils, timeline, card: timeline.closest('section') as HTMLElement };
}

describe('Book for', () => {
  it('sends the chosen person as booker_id and names them in the toast', async () => {
    const { user, timeline, card } = await openDayAs(['rb_admin']);
    let sent: BookRoomBody | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/faculty/bookroom')) sent = (await request.clone().json()) as BookRoomBody;
    });
    const picker = await within(card).findByRole('combobox', { name: 'Book for' });
    await user.type(picker, 'Rah');
    await user.click(await screen.findByRole('option', { name: 'Rahul Verma (faculty@campus.example)' }));
    await user.click(slot(timeline, '02:00 PM to 02:15 PM, free'));
    await user.click(slot(timeline, '02:45 PM to 03:00 PM, free'));
    await pasteInto(user, within(card).getByRole('textbox', { name: /purpose/i }), 'Weekly class');
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(/^Conference Room A, \w{3}, \w{3} \d\d, \d{4}, 02:00 PM – 03:00 PM, for Rahul Verma$/),
    ).toBeInTheDocument();
    expect(sent).toEqual({ room_id: 1, start_time: at(day, '14:00'), end_time: at(day, '15:00'), purpose: 'Weekly class', booker_id: 4 });
  });

  it('is not offered to a faculty member', async () => {
    const { card } = await openDayAs(['rb_faculty']);
    expect(within(card).queryByRole('combobox', { name: 'Book for' })).not.toBeInTheDocument();
  });
});
