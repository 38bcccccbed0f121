import * as yup from 'yup';
import type { NewIghRequestBody } from '@contracts/requests';
import { IGH_LIMITS } from '@contracts/request-list';

/** The "Request a guest-house stay" form; the server's rules (POST /api/igh/booking_requests) are the last word. */
export interface GuestStayForm {
  customer_name: string;
  age: string;
  relation_with_student: string;
  check_in: string;
  check_out: string;
}

export const EMPTY_GUEST_STAY: GuestStayForm = { customer_name: '', age: '', relation_with_student: '', check_in: '', check_out: '' };

export const guestStaySchema = yup.object({
  customer_name: yup.string().trim().required('Guest name is required').max(IGH_LIMITS.nameMax, `At most ${IGH_LIMITS.nameMax} characters`),
  age: yup
    .number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError('Age must be a number')
    .required('Age is required')
    .integer('Age must be a whole number')
    .min(IGH_LIMITS.ageMin, `Age must be at least ${IGH_LIMITS.ageMin}`)
    .max(IGH_LIMITS.ageMax, `Age must be at most ${IGH_LIMITS.ageMax}`),
  relation_with_student: yup
    .string()
    .trim()
    .required('Relation is required')
    .max(IGH_LIMITS.relationMax, `At most ${IGH_LIMITS.relationMax} characters`),
  check_in: yup.string().required('Check-in date is required'),
  check_out: yup
    .string()
    .required('Check-out date is required')
    // YYYY-MM-DD strings compare in calendar order.
    .test('after-check-in', 'Check-out must be on or after check-in', (value, context) => !value || value >= context.parent.check_in),
});

export const toGuestStayBody = (form: GuestStayForm): NewIghRequestBody => ({
  customer_name: form.customer_name.trim(),
  age: Number(form.age),
  relation_with_student: form.relation_with_student.trim(),
  check_in: form.check_in,
  check_out: form.check_out,
});
