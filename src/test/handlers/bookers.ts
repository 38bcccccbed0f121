import { http, HttpResponse } from 'msw';
import type { Booker } from '@contracts/bookers';
import { apiUrl } from '../api-url';

/** People an administrator may book for (issue 35). */
export const BOOKERS: Booker[] = [
  { id: 4, name: 'Rahul Verma', email: 'faculty@campus.example' },
  { id: 5, name: 'Robotics Club', email: 'clubs@campus.example' },
];

export const bookerHandlers = [
  http.get(apiUrl('/admin/bookers'), ({ request }) => {
    const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
    return HttpResponse.json({ bookers: BOOKERS.filter((b) => `${b.name} ${b.email}`.toLowerCase().includes(search)) });
  }),
];
