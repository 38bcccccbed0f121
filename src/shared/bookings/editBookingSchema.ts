import * as yup from 'yup';
import { BOOKING_LIMITS } from '@contracts/booking-limits';
import { BOOKING_MESSAGES as M } from '@contracts/booking-messages';
import { dayjs } from './campusTime';

export type EditMode = 'user' | 'admin';

/** The edit form (SPEC.md §3): datetime-local values in campus time. */
export interface EditBookingForm {
  purpose: string;
  start_time: string;
  end_time: string;
  status: string;
}

export const PURPOSE_MAX = BOOKING_LIMITS.purposeMaxOnEdit;
const { minMinutes: MIN_MINUTES, maxMinutes: MAX_MINUTES } = BOOKING_LIMITS;

/** Minutes between two datetime-local values read in the campus zone (null if either is missing). */
export function formMinutes(start: string, end: string, tz: string): number | null {
  if (!start || !end) return null;
  const s = dayjs.tz(start, 'YYYY-MM-DDTHH:mm', tz);
  const e = dayjs.tz(end, 'YYYY-MM-DDTHH:mm', tz);
  return s.isValid() && e.isValid() ? e.diff(s, 'minute') : null;
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

/** SPEC.md §5 edit rules with its messages verbatim; admins may start in the past and must pick a status. */
export function editBookingSchema(mode: EditMode, tz: string, now: () => number = Date.now) {
  return yup.object({
    purpose: yup
      .string()
      .trim()
      .required(M.purposeRequired)
      .min(BOOKING_LIMITS.purposeMinOnEdit, M.purposeTooShort)
      .max(PURPOSE_MAX, M.purposeTooLongOnEdit),
    start_time: yup
      .string()
      .required('Start time is required')
      .test('not-past', M.startInPast, (value) => {
        if (mode === 'admin' || !value) return true;
        return dayjs.tz(value, 'YYYY-MM-DDTHH:mm', tz).valueOf() >= now();
      }),
    end_time: yup
      .string()
      .required('End time is required')
      .test('after-start', M.endBeforeStart, function (value) {
        const minutes = formMinutes(this.parent.start_time, value ?? '', tz);
        return minutes === null || minutes > 0;
      })
      .test('min-length', M.tooShort, function (value) {
        const minutes = formMinutes(this.parent.start_time, value ?? '', tz);
        return minutes === null || minutes <= 0 || minutes >= MIN_MINUTES;
      })
      .test('max-length', M.tooLong, function (value) {
        const minutes = formMinutes(this.parent.start_time, value ?? '', tz);
        return minutes === null || minutes <= MAX_MINUTES;
      }),
    status: mode === 'admin' ? yup.string().required('Status is required') : yup.string(),
  });
}
