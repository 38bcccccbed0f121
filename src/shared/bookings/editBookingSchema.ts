import * as yup from 'yup';
import { BOOKING_LIMITS } from '@contracts/booking-limits';
import { BOOKING_MESSAGES as M } from '@contracts/booking-messages';
import { dateTimeLocalMs } from './campusTime';

export type EditMode = 'user' | 'admin';

/** The edit form (SPEC.md §3): datetime-local values in campus time. */
export interface EditBookingForm {
  purpose: string;
  start_time: string;
  end_time: string;
  status: string;
}

/** Minutes between two datetime-local values read in the campus zone (null if either is missing). */
export function formMinutes(start: string, end: string, tz: string): number | null {
  const s = dateTimeLocalMs(start, tz);
  const e = dateTimeLocalMs(end, tz);
  return s === null || e === null ? null : Math.round((e - s) / 60_000);
}

/**
 * True when saving sends an approved booking back to the dean: a non-administrator changes
 * its time or purpose (the server makes it pending again; docs/DECISIONS.md "Booking").
 */
export function needsApprovalAgain(mode: EditMode, initial: EditBookingForm, values: EditBookingForm): boolean {
  if (mode !== 'user' || initial.status !== 'confirmed') return false;
  return (
    values.purpose.trim() !== initial.purpose.trim() || values.start_time !== initial.start_time || values.end_time !== initial.end_time
  );
}

/** SPEC.md §5 edit rules with the shared booking messages (@contracts/booking-messages); admins may start in the past and must pick a status. */
export function editBookingSchema(mode: EditMode, tz: string, now: () => number = Date.now) {
  return yup.object({
    purpose: yup
      .string()
      .trim()
      .required(M.purposeRequired)
      .min(BOOKING_LIMITS.purposeMinOnEdit, M.purposeTooShort)
      .max(BOOKING_LIMITS.purposeMaxOnEdit, M.purposeTooLongOnEdit),
    start_time: yup
      .string()
      .required(M.startRequired)
      .test('not-past', M.startInPast, (value) => {
        if (mode === 'admin' || !value) return true;
        const start = dateTimeLocalMs(value, tz);
        return start === null || start >= now();
      }),
    end_time: yup
      .string()
      .required(M.endRequired)
      .test('after-start', M.endBeforeStart, function (value) {
        const minutes = formMinutes(this.parent.start_time, value ?? '', tz);
        return minutes === null || minutes > 0;
      })
      .test('min-length', M.tooShort, function (value) {
        const minutes = formMinutes(this.parent.start_time, value ?? '', tz);
        return minutes === null || minutes <= 0 || minutes >= BOOKING_LIMITS.minMinutes;
      })
      .test('max-length', M.tooLong, function (value) {
        const minutes = formMinutes(this.parent.start_time, value ?? '', tz);
        return minutes === null || minutes <= BOOKING_LIMITS.maxMinutes;
      }),
    status: mode === 'admin' ? yup.string().required(M.statusRequired) : yup.string(),
  });
}
