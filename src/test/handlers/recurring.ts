import { http, HttpResponse } from 'msw';
import type { Room } from '@contracts/booking';
import type { ConfirmRecurringBody, ConflictItem, RecurringBody } from '@contracts/recurring';
import { patternDates } from '@contracts/recurring-dates';
import { apiUrl } from '../api-url';

export const RECURRING_ROOMS: Room[] = [
  { id: 7, room_name: 'Seminar Hall 2', block_id: 1, block_name: 'Academic Block A', capacity: 80, image: null, features: [], access: [] },
  { id: 8, room_name: 'Board Room', block_id: 2, block_name: 'Admin Block', capacity: 14, image: null, features: [], access: [] },
];

interface Options {
  /** Dates (YYYY-MM-DD) already taken, with who holds them and why. */
  taken?: Record<string, { user_name: string; purpose: string }>;
  /** Dates that become taken after the draft, so the first confirm answers 409. */
  takenBeforeConfirm?: Record<string, { user_name: string; purpose: string }>;
}

/**
 * An in-memory stand-in for the recurring API: it expands the pattern like the server,
 * reports clashes with `taken` dates, keeps drafts and books on confirm.
 */
export function recurringBackend({ taken = {}, takenBeforeConfirm = {} }: Options = {}) {
  const db = {
    created: [] as RecurringBody[],
    confirmed: [] as ConfirmRecurringBody[],
    drafts: new Map<number, RecurringBody>(),
    booked: [] as string[],
  };
  let nextId = 40;
  let pendingClash = { ...takenBeforeConfirm };
  const conflictsOf = (body: RecurringBody, takenNow: Options['taken'] = taken, skip: string[] = []): ConflictItem[] =>
    patternDates(body.weekly_pattern, body.start_date, body.end_date)
      .filter(({ date }) => takenNow[date] && !skip.includes(date))
      .map(({ date, row }) => ({
        date, day_of_week: row.day_of_week, time_slot: `${row.start_time}-${row.end_time}`, conflicting_bookings: [takenNow[date]],
      }));

  const rooms = http.get(apiUrl('/faculty/getrooms'), () => HttpResponse.json({ rooms: RECURRING_ROOMS }));
  const series = [
    http.post(apiUrl('/faculty/bookroom/recurring'), async ({ request }) => {
      const body = (await request.json()) as RecurringBody;
      db.created.push(body);
      const id = nextId++;
      const dates = patternDates(body.weekly_pattern, body.start_date, body.end_date).map((d) => d.date);
      const conflicts = conflictsOf(body);
      if (conflicts.length > 0) {
        db.drafts.set(id, body);
        return HttpResponse.json({ success: false, message: `${conflicts.length} dates clash`, conflicts, recurring_booking_id: id });
      }
      db.booked.push(...dates);
      const message = `Recurring booking created successfully! ${dates.length} bookings.`;
      return HttpResponse.json({ success: true, message, conflicts: [], recurring_booking_id: id }, { status: 201 });
    }),
    http.post(apiUrl('/bookings/recurring/confirm'), async ({ request }) => {
      const body = (await request.json()) as ConfirmRecurringBody;
      db.confirmed.push(body);
      const draft = db.drafts.get(body.recurring_booking_id);
      if (!draft) return HttpResponse.json({ message: 'Recurring booking not found.' }, { status: 404 });
      const fresh = conflictsOf(draft, { ...taken, ...pendingClash }, body.skip_dates);
      pendingClash = {};
      if (fresh.length > 0) {
        return HttpResponse.json({ message: 'Some dates are already booked. Review the conflicts and try again; nothing was booked.', conflicts: fresh }, { status: 409 });
      }
      const dates = patternDates(draft.weekly_pattern, draft.start_date, draft.end_date).map((d) => d.date).filter((d) => !body.skip_dates.includes(d));
      db.booked.push(...dates);
      db.drafts.delete(body.recurring_booking_id);
      const message = `Recurring booking confirmed! ${dates.length} bookings, ${body.skip_dates.length} dates skipped.`;
      return HttpResponse.json({ success: true, message, conflicts: [], recurring_booking_id: body.recurring_booking_id }, { status: 201 });
    }),
  ];
  return { db, handlers: [rooms, ...series], series };
}

/** Default: no clashes. The default room list comes from the booking handlers. */
export const recurringHandlers = recurringBackend().series;
