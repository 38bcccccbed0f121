import { http, HttpResponse } from 'msw';
import type { PastBooking, PastBookingsResponse, Stats } from '@contracts/home';
import { apiUrl } from '../api-url';

export function makePastBooking(overrides: Partial<PastBooking> & Pick<PastBooking, 'id'>): PastBooking {
  return {
    rooms: 'Conference Room 101',
    purpose: 'Project review',
    start_time: '2026-03-02T10:00:00+05:30',
    end_time: '2026-03-02T11:00:00+05:30',
    status: 'completed',
    ...overrides,
  };
}

export const DEFAULT_STATS: Stats = { scope: 'own', total: 12, upcoming: 3 };
export const DEFAULT_PAST_BOOKINGS: PastBooking[] = [
  makePastBooking({ id: 1 }),
  makePastBooking({
    id: 2,
    rooms: 'Classroom 102',
    purpose: 'Guest lecture',
    status: 'cancelled',
    start_time: '2026-03-01T14:00:00+05:30',
    end_time: '2026-03-01T15:30:00+05:30',
  }),
];

/** GET /api/stats answering these counts (or a failure with a status). */
export const statsAre = (stats: Stats | { status: number }) =>
  http.get(apiUrl('/stats'), () =>
    'status' in stats ? HttpResponse.json({ message: 'Something went wrong' }, { status: stats.status }) : HttpResponse.json(stats),
  );

/** GET /api/faculty/pastbookings answering these bookings (or a failure with a status). */
export const pastBookingsAre = (bookings: PastBooking[] | { status: number }) =>
  http.get(apiUrl('/faculty/pastbookings'), () =>
    Array.isArray(bookings)
      ? HttpResponse.json<PastBookingsResponse>({ bookings })
      : HttpResponse.json({ message: 'Something went wrong' }, { status: bookings.status }),
  );

/** The Overview's data: a faculty member with a few past bookings. */
export const homeHandlers = [statsAre(DEFAULT_STATS), pastBookingsAre(DEFAULT_PAST_BOOKINGS)];
