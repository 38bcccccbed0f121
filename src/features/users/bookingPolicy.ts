import * as yup from 'yup';
import { POLICY_BOUNDS, POLICY_LABELS, type BookingPolicyValues } from '@contracts/booking-policy';
import { ruleTest } from '@shared/forms/ruleTest';

export const POLICY_KEYS = Object.keys(POLICY_BOUNDS) as (keyof BookingPolicyValues)[];

/** The three limits as typed (number inputs give text). */
export type PolicyForm = Record<keyof BookingPolicyValues, string>;

/** What is wrong with one limit as typed: not a whole number within its bounds; null when it is. */
export function limitProblem(key: keyof BookingPolicyValues, text: string): string | null {
  const { min, max } = POLICY_BOUNDS[key];
  const value = Number(text);
  if (text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max) return null;
  return `${POLICY_LABELS[key]} must be a whole number from ${min} to ${max}`;
}

/** The first limit out of its bounds, with what is wrong; null when all are whole numbers within them. */
export function policyProblem(form: PolicyForm): { key: keyof BookingPolicyValues; message: string } | null {
  for (const key of POLICY_KEYS) {
    const message = limitProblem(key, form[key]);
    if (message) return { key, message };
  }
  return null;
}

/** The policy form's schema: each limit by the same rule. */
export const policySchema = yup.object(
  Object.fromEntries(
    POLICY_KEYS.map((key) => [key, yup.string().test(ruleTest(key, (text: string | undefined) => limitProblem(key, text ?? '')))]),
  ),
);

export const policyFormOf = (policy: BookingPolicyValues): PolicyForm =>
  Object.fromEntries(POLICY_KEYS.map((key) => [key, String(policy[key])])) as PolicyForm;

export const toPolicyBody = (form: PolicyForm): BookingPolicyValues => ({
  max_pending: Number(form.max_pending),
  max_hours_per_week: Number(form.max_hours_per_week),
  max_days_ahead: Number(form.max_days_ahead),
});
