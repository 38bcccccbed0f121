import { http, HttpResponse } from 'msw';
import type { AdminUser, UpdateUserBody, UsersPage } from '@contracts/users';
import type { BookingPolicy, UpdateBookingPolicyBody } from '@contracts/booking-policies';
import { apiUrl } from '../api-url';

export const ACCESS_ROLES = ['super_admin', 'rb_admin', 'rb_dean', 'rb_faculty', 'rb_clubs', 'igh'];

const DEPARTMENTS = ['Computer Science', 'Mathematics', 'Physics', null];

/**
 * 25 users sorted by name; user 3 has no department, designation or phone and no access;
 * user 5 is deactivated; users 1 and 2 are linked to a Google account.
 */
export function userFixtures(): AdminUser[] {
  return Array.from({ length: 25 }, (_, i) => {
    const n = i + 1;
    const name = `User ${String(n).padStart(2, '0')}`;
    return {
      id: n,
      name,
      email: `user${n}@campus.example`,
      department: n === 3 ? null : DEPARTMENTS[i % DEPARTMENTS.length],
      designation: n === 3 ? '' : 'Professor',
      phone: n === 3 ? null : `+91 80 4000 ${1000 + n}`,
      access: n === 3 ? [] : n === 1 ? ['super_admin', 'rb_admin'] : ['rb_faculty'],
      created_at: '2026-01-15T10:00:00+05:30',
      deactivated_at: n === 5 ? '2026-02-20T12:00:00+05:30' : null,
      google_linked: n <= 2,
    };
  });
}

const contains = (value: string | null, filter: string | null) => !filter || (value ?? '').toLowerCase().includes(filter.toLowerCase());

/** Filters and pages like GET /api/admin/users does. */
export function pageUsers(users: AdminUser[], params: URLSearchParams): UsersPage {
  const page = Number(params.get('page') ?? 1);
  const limit = Number(params.get('limit') ?? 10);
  const matching = users.filter(
    (u) =>
      contains(u.name, params.get('name')) && contains(u.email, params.get('email')) && contains(u.department, params.get('department')),
  );
  return {
    users: matching.slice((page - 1) * limit, page * limit),
    meta: { total: matching.length, page, limit },
    totalPages: Math.ceil(matching.length / limit),
  };
}

/** Manage Users API over fixed fixtures; a save answers the edited user without storing it. */
/** The booking policy rows (issue 15), changed in place by a save; `policyBackend()` gives a test its own. */
export function policyBackend() {
  const policies: BookingPolicy[] = ['rb_faculty', 'rb_clubs'].map((role) => ({
    role,
    max_pending: 10,
    max_hours_per_week: 20,
    max_days_ahead: 180,
    updated_at: '2026-03-01T10:00:00+05:30',
  }));
  const handlers = [
    http.get(apiUrl('/admin/booking-policies'), () => HttpResponse.json({ policies })),
    http.put<{ role: string }, UpdateBookingPolicyBody>(apiUrl('/admin/booking-policies/:role'), async ({ params, request }) => {
      const policy = policies.find((p) => p.role === params.role)!;
      Object.assign(policy, await request.json(), { updated_at: '2026-03-04T10:00:00+05:30' });
      return HttpResponse.json({ message: 'Booking policy saved', policy });
    }),
  ];
  return { policies, handlers };
}

export const userHandlers = [
  ...policyBackend().handlers,
  http.get(apiUrl('/admin/users'), ({ request }) => HttpResponse.json(pageUsers(userFixtures(), new URL(request.url).searchParams))),
  http.get(apiUrl('/admin/user/access/all'), () => HttpResponse.json({ access: ACCESS_ROLES })),
  http.post<{ id: string }, UpdateUserBody>(apiUrl('/admin/user/:id'), async ({ params, request }) => {
    const user = userFixtures().find((u) => u.id === Number(params.id));
    if (!user) return HttpResponse.json({ message: 'User not found.' }, { status: 404 });
    return HttpResponse.json({ user: { ...user, ...(await request.json()) } });
  }),
  http.post<{ id: string }>(apiUrl('/admin/user/:id/deactivate'), ({ params }) => {
    const user = userFixtures().find((u) => u.id === Number(params.id))!;
    return HttpResponse.json({
      message: 'User deactivated; they are signed out everywhere',
      user: { ...user, deactivated_at: '2026-03-04T09:30:00+05:30' },
      upcoming_bookings: [upcomingBooking],
      upcoming_total: 1,
    });
  }),
  http.post<{ id: string }>(apiUrl('/admin/user/:id/activate'), ({ params }) => {
    const user = userFixtures().find((u) => u.id === Number(params.id))!;
    return HttpResponse.json({ message: 'User activated', user: { ...user, deactivated_at: null } });
  }),
];

export const upcomingBooking = {
  id: 77,
  room_name: 'Conference Room 101',
  start_time: '2026-03-10T10:00:00+05:30',
  end_time: '2026-03-10T11:00:00+05:30',
  status: 'confirmed',
  purpose: 'Department meeting',
};
