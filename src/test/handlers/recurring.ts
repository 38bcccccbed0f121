import { http, HttpResponse } from 'msw';
import type { Room } from '@contracts/booking';
import type { ConfirmRecurringBody, ConflictItem, RecurringBody } from '@contracts/recurring';
import { dayjs } from '@shared/bookings/campusTime';
import { apiUrl } from '../api-url';

export const RECURRING_ROOMS: Room[] = [
  { id: 7, room_name: 'Seminar Hall 2', block_id: 1, block_name: 'Academic Block A', capacity: 80, image: null, features: [], access: [] },
  { id: 8, room_name: 'Board Room', block_id: 2, block_name: 'Admin Block', capacity: 14, image: null, features: [], access: [] },
];

interface Options {
  /** The clashes the server reports for the series; none means it is booked at once. */
  conflicts?: ConflictItem[];
  /** Clashes that appear after the draft: the first confirm answers 409 listing them. */
  conflictsOnConfirm?: ConflictItem[];
  createdMessage?: string;
  confirmedMessage?: string;
}

/** A clash on a date (09:00-10:00, as the tests' weekly row), held by someone for a purpose. */
export function conflictOn(date: string, holder: { user_name: string; purpose: string }): ConflictItem {
  return { date, day_of_week: dayjs(date).day(), time_slot: '09:00-10:00', conflicting_bookings: [holder] };
}

/**
 * A thin stand-in for the recurring API: it records what it is sent and answers what the
 * test scripted (clashes, messages). It expands no pattern and checks no clash: those rules
 * are the server's, tested there.
 */
export function recurringBackend({
  conflicts = [],
  conflictsOnConfirm = [],
  createdMessage = 'Recurring booking created successfully! 3 bookings.',
  confirmedMessage = 'Recurring booking confirmed! 2 bookings, 1 dates skipped.',
}: Options = {}) {
  const db = { created: [] as RecurringBody[], confirmed: [] as ConfirmRecurringBody[] };
  let nextId = 40;
  let lateClashes = conflictsOnConfirm;

  const rooms = http.get(apiUrl('/faculty/getrooms'), () => HttpResponse.json({ rooms: RECURRING_ROOMS }));
  const series = [
    http.post(apiUrl('/faculty/bookroom/recurring'), async ({ request }) => {
      db.created.push((await request.json()) as RecurringBody);
      const id = nextId++;
      if (conflicts.length > 0) {
        return HttpResponse.json({ success: false, message: `${conflicts.length} dates clash`, conflicts, recurring_booking_id: id });
      }
      return HttpResponse.json({ success: true, message: createdMessage, conflicts: [], recurring_booking_id: id }, { status: 201 });
    }),
    http.post(apiUrl('/bookings/recurring/confirm'), async ({ request }) => {
      const body = (await request.json()) as ConfirmRecurringBody;
      db.confirmed.push(body);
      if (lateClashes.length > 0) {
        const fresh = lateClashes;
        lateClashes = [];
        return HttpResponse.json(
          { message: 'Some dates are already booked. Review the conflicts and try again; nothing was booked.', conflicts: fresh },
          { status: 409 },
        );
      }
      return HttpResponse.json(
        { success: true, message: confirmedMessage, conflicts: [], recurring_booking_id: body.recurring_booking_id },
        { status: 201 },
      );
    }),
  ];
  return { db, handlers: [rooms, ...series], series };
}

/** Default: no clashes. The default room list comes from the booking handlers. */
export const recurringHandlers = recurringBackend().series;
