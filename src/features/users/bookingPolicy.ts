import { POLICY_BOUNDS, POLICY_LABELS, type BookingPolicyValues } from '@contracts/booking-policy';

export const POLICY_KEYS = Object.keys(POLICY_BOUNDS) as (keyof BookingPolicyValues)[];

/** The three limits as typed (number inputs give text). */
export type PolicyForm = Record<keyof BookingPolicyValues, string>;

/** The first limit out of its bounds, with what is wrong; null when all are whole numbers within them. */
export function policyProblem(form: PolicyForm): { key: keyof BookingPolicyValues; message: string } | null {
  for (const key of POLICY_KEYS) {
    const { min, max } = POLICY_BOUNDS[key];
    const value = Number(form[key]);
    if (form[key].trim() === '' || !Number.isInteger(value) || value < min || value > max) {
      return { key, message: `${POLICY_LABELS[key]} must be a whole number from ${min} to ${max}` };
    }
  }
  return null;
}

export const toPolicyBody = (form: PolicyForm): BookingPolicyValues => ({
  max_pending: Number(form.max_pending),
  max_hours_per_week: Number(form.max_hours_per_week),
  max_days_ahead: Number(form.max_days_ahead),
});
