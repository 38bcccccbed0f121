import { http, HttpResponse } from 'msw';
import type { AdminBooking, AdminBookingsBulkBody, AdminBookingsBulkResponse, AdminBookingsResponse } from '@contracts/admin-bookings';
import type { UpdateBookingBody } from '@contracts/booking';
import { toStoredStatus } from '@contracts/booking-rules';
import { apiUrl } from '../api-url';

const HOUR = 3600_000;
/** ISO with the campus offset, as the server sends it. */
function campusIso(ms: number): string {
  const shifted = new Date(ms + 5.5 * HOUR).toISOString().slice(0, 19);
  return `${shifted}+05:30`;
}

function booking(id: number, hoursFromNow: number, overrides: Partial<AdminBooking> = {}): AdminBooking {
  const start = Math.floor(Date.now() / HOUR) * HOUR + hoursFromNow * HOUR;
  return {
    id,
    room_id: 1,
    rooms: `Conference Room ${100 + id}`,
    purpose: `Department meeting ${id}`,
    start_time: campusIso(start),
    end_time: campusIso(start + HOUR),
    status: 'confirmed',
    recurring_booking_id: null,
    reason: null,
    faculty_name: 'Rahul Verma',
    faculty_email: 'faculty@campus.example',
    kind: 'normal',
    ...overrides,
  };
}

/** Bookings around now: upcoming and ended ones, and a series of three (parent first). */
export function adminBookingFixtures(): AdminBooking[] {
  const series = {
    recurring_booking_id: 7,
    rooms: 'Seminar Room 301',
    purpose: 'Weekly seminar',
    faculty_name: 'Arjun Mehta',
    faculty_email: 'rb.admin@campus.example',
  };
  return [
    booking(1, 48, {
      status: 'pending',
      purpose: 'Thesis defence',
      faculty_name: 'Ananya Krishnan',
      faculty_email: 'ananya.krishnan@campus.example',
    }),
    booking(2, 24, { status: 'confirmed' }),
    booking(3, -48, { status: 'confirmed', purpose: 'Past review meeting' }),
    booking(4, -24 * 7, { ...series, kind: 'recurring-parent' }),
    booking(5, 24 * 7, { ...series, kind: 'recurring-child' }),
    booking(6, 24 * 14, { ...series, kind: 'recurring-child' }),
    ...Array.from({ length: 24 }, (_, i) =>
      booking(10 + i, -72 - i, { status: i % 2 ? 'rejected' : 'cancelled', rooms: `Classroom ${200 + i}` }),
    ),
  ];
}

/** The fake server's bookings and the requests it received; tests reset it before each test. */
export const adminBookingsStore = {
  bookings: adminBookingFixtures(),
  requests: [] as { method: string; url: string; body?: unknown }[],
  /** A test's scripted answer to the next bulk requests (dry run and real); by default every selected one changes. */
  bulkAnswer: null as Omit<AdminBookingsBulkResponse, 'dry_run'> | null,
  reset() {
    this.bookings = adminBookingFixtures();
    this.requests = [];
    this.bulkAnswer = null;
  },
};

function listAnswer(url: URL): AdminBookingsResponse {
  const q = url.searchParams;
  const page = Number(q.get('page') ?? 1);
  const limit = Number(q.get('limit') ?? 10);
  const search = (q.get('search') ?? '').toLowerCase();
  const status = q.get('status');
  const kind = q.get('kind') ?? 'all';
  const asc = q.get('sort') === 'date-asc';
  const rows = adminBookingsStore.bookings
    .filter((b) => !search || [b.rooms, b.purpose, b.faculty_name, b.faculty_email].some((v) => v.toLowerCase().includes(search)))
    .filter((b) => !status || b.status === status)
    .filter((b) => kind === 'all' || b.kind === kind)
    .sort((a, b) => (Date.parse(a.start_time) - Date.parse(b.start_time)) * (asc ? 1 : -1));
  return {
    bookings: rows.slice((page - 1) * limit, page * limit),
    meta: { total: rows.length, page, limit },
    totalPages: Math.ceil(rows.length / limit),
    total_estimated: false,
  };
}

const stored = (status: UpdateBookingBody['status']) => status && toStoredStatus(status);

/** Manage Bookings and the series endpoints it calls, backed by adminBookingsStore. */
export const adminBookingHandlers = [
  http.post(apiUrl('/admin/bookings/bulk'), async ({ request }) => {
    const body = (await request.json()) as AdminBookingsBulkBody;
    adminBookingsStore.requests.push({ method: 'POST', url: request.url, body });
    const selected = body.ids?.length ?? adminBookingsStore.bookings.length;
    const answer = adminBookingsStore.bulkAnswer ?? { message: `${selected} changed.`, selected, changed: selected, skipped: [] };
    return HttpResponse.json({ ...answer, dry_run: body.dry_run ?? false });
  }),
  http.get(apiUrl('/admin/bookings'), ({ request }) => {
    adminBookingsStore.requests.push({ method: 'GET', url: request.url });
    return HttpResponse.json(listAnswer(new URL(request.url)));
  }),
  http.put(apiUrl('/admin/bookings/:id'), async ({ request, params }) => {
    const body = (await request.json()) as UpdateBookingBody;
    adminBookingsStore.requests.push({ method: 'PUT', url: request.url, body });
    const row = adminBookingsStore.bookings.find((b) => b.id === Number(params.id));
    if (!row) return HttpResponse.json({ message: 'Booking not found.' }, { status: 404 });
    Object.assign(row, {
      purpose: body.purpose,
      start_time: body.start_time,
      end_time: body.end_time,
      status: stored(body.status) ?? row.status,
    });
    return HttpResponse.json({ message: 'Booking updated successfully', booking: row });
  }),
  http.delete(apiUrl('/admin/bookings/:id'), ({ request, params }) => {
    adminBookingsStore.requests.push({ method: 'DELETE', url: request.url });
    const row = adminBookingsStore.bookings.find((b) => b.id === Number(params.id));
    if (!row) return HttpResponse.json({ message: 'Booking not found.' }, { status: 404 });
    row.status = 'cancelled';
    return HttpResponse.json({ message: 'Booking cancelled successfully', booking: row });
  }),
  http.put(apiUrl('/faculty/bookings/recurring/:id'), async ({ request, params }) => {
    const body = (await request.json()) as UpdateBookingBody;
    adminBookingsStore.requests.push({ method: 'PUT', url: request.url, body });
    const rows = adminBookingsStore.bookings.filter((b) => b.recurring_booking_id === Number(params.id));
    rows.forEach((row) => Object.assign(row, { purpose: body.purpose, status: stored(body.status) ?? row.status }));
    return HttpResponse.json({ message: 'All recurring bookings updated successfully', count: rows.length });
  }),
  http.delete(apiUrl('/faculty/bookings/recurring/:id'), ({ request, params }) => {
    adminBookingsStore.requests.push({ method: 'DELETE', url: request.url });
    const before = adminBookingsStore.bookings.length;
    // Every row of the series goes: which ones the server keeps (history) is its rule, tested in series-edit.test.ts.
    adminBookingsStore.bookings = adminBookingsStore.bookings.filter((b) => b.recurring_booking_id !== Number(params.id));
    return HttpResponse.json({
      message: 'All recurring bookings deleted successfully',
      count: before - adminBookingsStore.bookings.length,
    });
  }),
];
