import { http, HttpResponse } from 'msw';
import type { AdminUser, UpdateUserBody, UsersPage } from '@contracts/users';
import { apiUrl } from '../api-url';

export const ACCESS_ROLES = ['super_admin', 'rb_admin', 'rb_dean', 'rb_faculty', 'rb_clubs', 'igh'];

const DEPARTMENTS = ['Computer Science', 'Mathematics', 'Physics', null];

/** 25 users sorted by name; user 3 has no department, designation or phone and no access. */
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
    };
  });
}

const contains = (value: string | null, filter: string | null) => !filter || (value ?? '').toLowerCase().includes(filter.toLowerCase());

/** Filters and pages like GET /api/admin/users does. */
export function pageUsers(users: AdminUser[], params: URLSearchParams): UsersPage {
  const page = Number(params.get('page') ?? 1);
  const limit = Number(params.get('limit') ?? 10);
  const matching = users.filter(
    (u) => contains(u.name, params.get('name')) && contains(u.email, params.get('email')) && contains(u.department, params.get('department')),
  );
  return {
    users: matching.slice((page - 1) * limit, page * limit),
    meta: { total: matching.length, page, limit },
    totalPages: Math.ceil(matching.length / limit),
  };
}

/** Manage Users API over fixed fixtures; a save answers the edited user without storing it. */
export const userHandlers = [
  http.get(apiUrl('/admin/users'), ({ request }) => HttpResponse.json(pageUsers(userFixtures(), new URL(request.url).searchParams))),
  http.get(apiUrl('/admin/user/access/all'), () => HttpResponse.json({ access: ACCESS_ROLES })),
  http.post<{ id: string }, UpdateUserBody>(apiUrl('/admin/user/:id'), async ({ params, request }) => {
    const user = userFixtures().find((u) => u.id === Number(params.id));
    if (!user) return HttpResponse.json({ message: 'User not found.' }, { status: 404 });
    return HttpResponse.json({ user: { ...user, ...(await request.json()) } });
  }),
];
