import { Type, type Static } from '@sinclair/typebox';
import { POLICY_BOUNDS, POLICY_ROLES } from './booking-policy';

const bounded = (key: keyof typeof POLICY_BOUNDS) => Type.Integer({ minimum: POLICY_BOUNDS[key].min, maximum: POLICY_BOUNDS[key].max });

/** One role's fair-use limits as GET /api/admin/booking-policies lists them. */
export const BookingPolicy = Type.Object({
  role: Type.String(),
  max_pending: Type.Integer(),
  max_hours_per_week: Type.Integer(),
  max_days_ahead: Type.Integer(),
  updated_at: Type.String(),
});
export type BookingPolicy = Static<typeof BookingPolicy>;

export const BookingPoliciesResponse = Type.Object({ policies: Type.Array(BookingPolicy) });
export type BookingPoliciesResponse = Static<typeof BookingPoliciesResponse>;

export const PolicyRoleParams = Type.Object(
  { role: Type.Unsafe<(typeof POLICY_ROLES)[number]>({ type: 'string', enum: [...POLICY_ROLES] }) },
  { additionalProperties: false },
);

/** PUT /api/admin/booking-policies/:role — the three limits, each within its bounds. */
export const UpdateBookingPolicyBody = Type.Object(
  {
    max_pending: bounded('max_pending'),
    max_hours_per_week: bounded('max_hours_per_week'),
    max_days_ahead: bounded('max_days_ahead'),
  },
  { additionalProperties: false },
);
export type UpdateBookingPolicyBody = Static<typeof UpdateBookingPolicyBody>;

export const BookingPolicyResponse = Type.Object({ message: Type.String(), policy: BookingPolicy });
export type BookingPolicyResponse = Static<typeof BookingPolicyResponse>;

/**
 * GET /api/me/booking-policy: the caller's days-ahead limit and the last campus day it lets
 * them book (YYYY-MM-DD); null for those the policy does not limit (administrators).
 */
export const OwnBookingPolicyResponse = Type.Object({
  days_ahead: Type.Union([Type.Object({ max_days_ahead: Type.Integer(), last_date: Type.String() }), Type.Null()]),
});
export type OwnBookingPolicyResponse = Static<typeof OwnBookingPolicyResponse>;
