import { http, HttpResponse } from 'msw';
import type { HistoryEntry } from '@contracts/history';
import { apiUrl } from '../api-url';

/** A request, its move and the dean's decision: the history of any booking id (issue 35). */
export const HISTORY: HistoryEntry[] = [
  {
    id: 1,
    at: '2026-03-02T09:15:00+05:30',
    actor: 'Rahul Verma',
    action: 'Requested',
    changes: [
      { field: 'time', from: null, to: 'Thu, Mar 05, 2026, 10:00 AM – 11:00 AM' },
      { field: 'room', from: null, to: 'Seminar Room 2' },
    ],
  },
  {
    id: 2,
    at: '2026-03-03T11:00:00+05:30',
    actor: 'Arjun Mehta',
    action: 'Changed',
    changes: [{ field: 'time', from: 'Thu, Mar 05, 2026, 10:00 AM – 11:00 AM', to: 'Fri, Mar 06, 2026, 02:00 PM – 03:00 PM' }],
  },
  {
    id: 3,
    at: '2026-03-03T16:40:00+05:30',
    actor: 'Kavita Iyer',
    action: 'Approved',
    changes: [{ field: 'status', from: 'Pending', to: 'Confirmed' }],
  },
];

export const historyHandlers = [http.get(apiUrl('/bookings/:id/history'), () => HttpResponse.json({ entries: HISTORY }))];
