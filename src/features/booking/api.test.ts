import { http, HttpResponse } from 'msw';
import { makeStore } from '@test/render';
import { apiUrl } from '@test/api-url';
import { at, campusDay } from '@test/handlers/booking';
import { server } from '@test/server';
import { bookingApi } from './api';

const day = campusDay(2);
const slotsBody = { room_ids: [1], start_date: day, end_date: day };
const booking = { room_id: 1, start_time: at(day, '10:00'), end_time: at(day, '11:00'), purpose: 'Review' };

/** Counts slot fetches; bookroom answers with the given status. */
function backend(bookStatus: number) {
  const calls = { slots: 0 };
  server.use(
    http.post(apiUrl('/faculty/getbookedslots'), () => {
      calls.slots += 1;
      return HttpResponse.json({ slots: [] });
    }),
    http.post(apiUrl('/faculty/bookroom'), () =>
      HttpResponse.json({ message: bookStatus === 409 ? 'This room is already booked' : 'Bad request' }, { status: bookStatus }),
    ),
  );
  return calls;
}

async function bookAfterLoadingSlots(bookStatus: number) {
  const calls = backend(bookStatus);
  const store = makeStore();
  const slots = store.dispatch(bookingApi.endpoints.getBookedSlots.initiate(slotsBody));
  await slots;
  await store.dispatch(bookingApi.endpoints.bookRoom.initiate(booking));
  // Let a refetch triggered by the failed booking (if any) go out and come back.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await Promise.all(store.dispatch(bookingApi.util.getRunningQueriesThunk()));
  slots.unsubscribe();
  return calls.slots;
}

describe('bookRoom cache effects', () => {
  it("refetches the room's slots after a clash (409), so the winning booking shows", async () => {
    expect(await bookAfterLoadingSlots(409)).toBe(2);
  });

  it('leaves the slots alone after another failure (400)', async () => {
    expect(await bookAfterLoadingSlots(400)).toBe(1);
  });
});
