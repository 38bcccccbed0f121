import { http, HttpResponse } from 'msw';
import { DECISION_MESSAGES } from '@contracts/booking-messages';
import type { DecisionBody, IghRequest, NewIghRequestBody, RoomRequest, UndoDecisionBody } from '@contracts/requests';
import { apiUrl } from '../api-url';

export const IGH_REQUESTS: IghRequest[] = [
  {
    id: 3,
    student_name: 'Aditya Rao',
    student_email: 'aditya.rao@campus.example',
    customer_name: 'Suresh Rao',
    age: 52,
    relation_with_student: 'Father',
    check_in: '2026-03-10',
    check_out: '2026-03-12',
    status: 'pending',
    reason: null,
  },
  {
    id: 2,
    student_name: 'Aisha Khan',
    student_email: 'aisha.khan@campus.example',
    customer_name: 'Imran Khan',
    age: 55,
    relation_with_student: 'Father',
    check_in: '2026-03-01',
    check_out: '2026-03-03',
    status: 'approved',
    reason: null,
  },
  {
    id: 1,
    student_name: 'Pooja Shah',
    student_email: 'pooja.shah@campus.example',
    customer_name: 'Nikhil Shah',
    age: 30,
    relation_with_student: 'Brother',
    check_in: '2026-02-20',
    check_out: '2026-02-21',
    status: 'rejected',
    reason: null,
  },
];

export const ROOM_REQUESTS: RoomRequest[] = [
  {
    id: 12,
    name: 'Rahul Verma',
    email: 'faculty@campus.example',
    start_time: '2026-03-04T10:00:00+05:30',
    end_time: '2026-03-04T11:30:00+05:30',
    rooms: ['Conference Room 101'],
    inactive_rooms: [],
    purpose: 'Thesis defence',
    status: 'pending',
    reason: null,
  },
  {
    id: 11,
    name: 'Robotics Club',
    email: 'clubs@campus.example',
    start_time: '2026-03-05T16:00:00+05:30',
    end_time: '2026-03-05T18:00:00+05:30',
    rooms: ['Seminar Room 104', 'Computer Lab 105'],
    inactive_rooms: [],
    purpose: 'Club weekly meetup',
    // Room requests compare their status case-insensitively (SPEC.md §4).
    status: 'PENDING' as RoomRequest['status'],
    reason: null,
  },
  {
    id: 10,
    name: 'Rahul Verma',
    email: 'faculty@campus.example',
    start_time: '2026-03-02T09:00:00+05:30',
    end_time: '2026-03-02T10:00:00+05:30',
    rooms: ['Classroom 102'],
    inactive_rooms: [],
    purpose: 'Tutorial session',
    status: 'approved',
    reason: null,
  },
  {
    id: 9,
    name: 'Robotics Club',
    email: 'clubs@campus.example',
    start_time: '2026-03-01T12:00:00+05:30',
    end_time: '2026-03-01T13:00:00+05:30',
    rooms: ['Lecture Hall 103'],
    inactive_rooms: ['Lecture Hall 103'],
    purpose: 'Project demo day',
    status: 'rejected',
    reason: null,
  },
];

/** Issue 35: the toast's Undo puts a decided request back to pending (the window is the server's). */
function undoHandler<T extends { id: number; status: string; reason: string | null }>(path: string, rows: T[], undone: () => void) {
  return http.post(apiUrl(path), async ({ request }) => {
    const { request_id } = (await request.json()) as UndoDecisionBody;
    const row = rows.find((r) => r.id === request_id);
    if (!row || !['approved', 'rejected'].includes(row.status)) {
      return HttpResponse.json({ message: DECISION_MESSAGES.undoTooLate }, { status: 409 });
    }
    Object.assign(row, { status: 'pending', reason: null });
    undone();
    return HttpResponse.json({ message: DECISION_MESSAGES.undone, data: row });
  });
}

/** A decision on an in-memory list with the server's rule: only a pending request can be decided. */
function decisionHandler<T extends { id: number; status: string; reason: string | null }>(path: string, rows: T[]) {
  return http.post(apiUrl(path), async ({ request }) => {
    const body = (await request.json()) as DecisionBody;
    const row = rows.find((r) => r.id === body.request_id);
    if (!row) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    if (row.status.toLowerCase() !== 'pending') {
      return HttpResponse.json({ message: 'This request has already been decided.' }, { status: 409 });
    }
    row.status = body.status;
    row.reason = body.reason ?? null;
    return HttpResponse.json({ message: `Booking ${body.status}`, data: row });
  });
}

/**
 * An in-memory stand-in for the approval API. Tests that decide install their own:
 * `const backend = requestsBackend(); server.use(...backend.handlers)`; `backend.calls`
 * counts list loads, so a test can see the list reload.
 */
export function requestsBackend(init: { igh?: IghRequest[]; rooms?: RoomRequest[]; historyTotal?: number } = {}) {
  const db = {
    igh: (init.igh ?? IGH_REQUESTS).map((r) => ({ ...r })),
    rooms: (init.rooms ?? ROOM_REQUESTS).map((r) => ({ ...r, rooms: [...r.rooms] })),
  };
  const calls = { igh: 0, rooms: 0, undo: 0, history: [] as string[] };
  const historyTotal = init.historyTotal ?? 0;
  /** The signed-in user's own guest-house requests (GET /igh/my_requests), newest first. */
  const mine: IghRequest[] = [];
  const handlers = [
    http.get(apiUrl('/igh/my_requests'), () => HttpResponse.json({ data: mine })),
    http.post(apiUrl('/igh/booking_requests'), async ({ request }) => {
      const body = (await request.json()) as NewIghRequestBody;
      const row: IghRequest = {
        id: 100 + mine.length,
        student_name: 'Student',
        student_email: 'student@campus.example',
        ...body,
        status: 'pending',
        reason: null,
      };
      mine.unshift(row);
      db.igh.unshift(row);
      return HttpResponse.json({ message: 'Guest-house request submitted', data: row }, { status: 201 });
    }),
    http.get(apiUrl('/igh/booking_requests'), ({ request }) => {
      calls.igh++;
      calls.history.push(new URL(request.url).searchParams.get('history') ?? '');
      return HttpResponse.json({ data: db.igh, history_total: historyTotal });
    }),
    http.get(apiUrl('/room_booking/room_requests'), ({ request }) => {
      calls.rooms++;
      calls.history.push(new URL(request.url).searchParams.get('history') ?? '');
      return HttpResponse.json({ data: db.rooms, history_total: historyTotal });
    }),
    decisionHandler('/igh/update_status/', db.igh),
    decisionHandler('/room_booking/grant_approval', db.rooms),
    undoHandler('/room_booking/undo_decision', db.rooms, () => calls.undo++),
    undoHandler('/igh/undo_decision', db.igh, () => calls.undo++),
  ];
  return { db, calls, mine, handlers };
}

/** Defaults: the fixture lists, read-only use (see requestsBackend). */
export const requestsHandlers = requestsBackend().handlers;
