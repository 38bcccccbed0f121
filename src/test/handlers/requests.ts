import { http, HttpResponse } from 'msw';
import type { DecisionBody, IghRequest, RoomRequest } from '@contracts/requests';
import { apiUrl } from '../api-url';

export const IGH_REQUESTS: IghRequest[] = [
  {
    id: 3, student_name: 'Aditya Rao', student_email: 'aditya.rao@campus.example', customer_name: 'Suresh Rao', age: 52,
    relation_with_student: 'Father', check_in: '2026-03-10', check_out: '2026-03-12', status: 'pending',
  },
  {
    id: 2, student_name: 'Aisha Khan', student_email: 'aisha.khan@campus.example', customer_name: 'Imran Khan', age: 55,
    relation_with_student: 'Father', check_in: '2026-03-01', check_out: '2026-03-03', status: 'approved',
  },
  {
    id: 1, student_name: 'Pooja Shah', student_email: 'pooja.shah@campus.example', customer_name: 'Nikhil Shah', age: 30,
    relation_with_student: 'Brother', check_in: '2026-02-20', check_out: '2026-02-21', status: 'rejected',
  },
];

export const ROOM_REQUESTS: RoomRequest[] = [
  {
    id: 12, name: 'Rahul Verma', email: 'faculty@campus.example', start_time: '2026-03-04T10:00:00+05:30',
    end_time: '2026-03-04T11:30:00+05:30', rooms: ['Conference Room 101'], purpose: 'Thesis defence', status: 'pending',
  },
  {
    id: 11, name: 'Robotics Club', email: 'clubs@campus.example', start_time: '2026-03-05T16:00:00+05:30',
    end_time: '2026-03-05T18:00:00+05:30', rooms: ['Seminar Room 104', 'Computer Lab 105'], purpose: 'Club weekly meetup',
    // Room requests compare their status case-insensitively (SPEC.md §4).
    status: 'PENDING' as RoomRequest['status'],
  },
  {
    id: 10, name: 'Rahul Verma', email: 'faculty@campus.example', start_time: '2026-03-02T09:00:00+05:30',
    end_time: '2026-03-02T10:00:00+05:30', rooms: ['Classroom 102'], purpose: 'Tutorial session', status: 'approved',
  },
  {
    id: 9, name: 'Robotics Club', email: 'clubs@campus.example', start_time: '2026-03-01T12:00:00+05:30',
    end_time: '2026-03-01T13:00:00+05:30', rooms: ['Lecture Hall 103'], purpose: 'Project demo day', status: 'rejected',
  },
];

/** A decision on an in-memory list with the server's rule: only a pending request can be decided. */
function decisionHandler<T extends { id: number; status: string }>(path: string, rows: T[]) {
  return http.post(apiUrl(path), async ({ request }) => {
    const body = (await request.json()) as DecisionBody;
    const row = rows.find((r) => r.id === body.request_id);
    if (!row) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    if (row.status.toLowerCase() !== 'pending') {
      return HttpResponse.json({ message: 'This request has already been decided.' }, { status: 409 });
    }
    row.status = body.status;
    return HttpResponse.json({ message: `Booking ${body.status}`, data: row });
  });
}

/**
 * An in-memory stand-in for the approval API. Tests that decide install their own:
 * `const backend = requestsBackend(); server.use(...backend.handlers)`; `backend.calls`
 * counts list loads, so a test can see the list reload.
 */
export function requestsBackend(init: { igh?: IghRequest[]; rooms?: RoomRequest[] } = {}) {
  const db = {
    igh: (init.igh ?? IGH_REQUESTS).map((r) => ({ ...r })),
    rooms: (init.rooms ?? ROOM_REQUESTS).map((r) => ({ ...r, rooms: [...r.rooms] })),
  };
  const calls = { igh: 0, rooms: 0 };
  const handlers = [
    http.get(apiUrl('/igh/booking_requests'), () => {
      calls.igh++;
      return HttpResponse.json({ data: db.igh });
    }),
    http.get(apiUrl('/room_booking/room_requests'), () => {
      calls.rooms++;
      return HttpResponse.json({ data: db.rooms });
    }),
    decisionHandler('/igh/update_status/', db.igh),
    decisionHandler('/room_booking/grant_approval', db.rooms),
  ];
  return { db, calls, handlers };
}

/** Defaults: the fixture lists, read-only use (see requestsBackend). */
export const requestsHandlers = requestsBackend().handlers;
