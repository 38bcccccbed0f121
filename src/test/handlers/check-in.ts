import { http, HttpResponse } from 'msw';
import type { Booking, CheckInResponse, MyBookingsResponse } from '@contracts/booking';
import { apiUrl } from '../api-url';

/** Issue 32: GET /api/bookings/check-in answering these bookings (none by default). */
export const checkInDueAre = (bookings: Booking[]) =>
  http.get(apiUrl('/bookings/check-in'), () => HttpResponse.json<MyBookingsResponse>({ bookings }));

/** POST /api/bookings/{id}/check-in: checks in any booking it is asked about (each call recorded in `calls`). */
export function checkInSucceeds(bookings: Booking[], calls: number[] = []) {
  return http.post(apiUrl('/bookings/:id/check-in'), ({ params }) => {
    const id = Number(params.id);
    calls.push(id);
    const booking = bookings.find((b) => b.id === id)!;
    return HttpResponse.json<CheckInResponse>({ message: 'Checked in', booking: { ...booking, checked_in_at: new Date().toISOString() } });
  });
}

export const checkInHandlers = [checkInDueAre([])];
