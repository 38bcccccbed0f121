import * as yup from 'yup';
import { BOOKING_MESSAGES as M } from '@contracts/booking-messages';
import { lengthViolation, purposeViolation, startViolation, type StoredBookingStatus } from '@contracts/booking-rules';
import { ruleTest } from '@shared/forms/ruleTest';
import { dateTimeLocalMs } from './campusTime';

export type EditMode = 'user' | 'admin';

/** The edit form (SPEC.md §3): datetime-local values in campus time. */
export interface EditBookingForm {
  purpose: string;
  start_time: string;
  end_time: string;
  status: StoredBookingStatus;
}

/** Minutes between two datetime-local values read in the campus zone (null if either is missing). */
export function formMinutes(start: string, end: string, tz: string): number | null {
  const s = dateTimeLocalMs(start, tz);
  const e = dateTimeLocalMs(end, tz);
  return s === null || e === null ? null : Math.round((e - s) / 60_000);
}

/**
 * True when saving sends an approved booking back to the dean: a non-administrator changes
 * its time or purpose (the server makes it pending again; docs/decisions/0025-editing-own-bookings.md).
 */
export function needsApprovalAgain(mode: EditMode, initial: EditBookingForm, values: EditBookingForm): boolean {
  if (mode !== 'user' || initial.status !== 'confirmed') return false;
  return (
    values.purpose.trim() !== initial.purpose.trim() || values.start_time !== initial.start_time || values.end_time !== initial.end_time
  );
}

/** SPEC.md §5 edit rules, by the server's own rule functions (@contracts/booking-rules); admins may start in the past and must pick a status. */
export function editBookingSchema(mode: EditMode, tz: string, now: () => number = Date.now) {
  return yup.object({
    purpose: yup
      .string()
      .required(M.purposeRequired)
      .test(ruleTest('purpose', (value: string | undefined) => purposeViolation(value ?? '', 'edit'))),
    start_time: yup
      .string()
      .required(M.startRequired)
      .test(
        ruleTest('not-past', (value: string | undefined) => {
          const start = value ? dateTimeLocalMs(value, tz) : null;
          return start === null ? null : startViolation(start, now(), mode === 'admin');
        }),
      ),
    end_time: yup
      .string()
      .required(M.endRequired)
      .test(
        ruleTest('length', (value: string | undefined, form: EditBookingForm) => {
          const minutes = formMinutes(form.start_time, value ?? '', tz);
          return minutes === null ? null : lengthViolation(minutes);
        }),
      ),
    status: mode === 'admin' ? yup.string().required(M.statusRequired) : yup.string(),
  });
}
