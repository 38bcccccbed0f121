import * as yup from 'yup';
import type { BlackoutBody } from '@contracts/blackouts';
import { CLOSURE_MESSAGES, closureReasonViolation, type BlackoutScope } from '@contracts/closure-rules';
import { fromDateTimeLocal } from '@shared/bookings/campusTime';
import { ruleTest } from '@shared/forms/ruleTest';

/** The Add closure form: times as a datetime-local input holds them (campus wall clock). */
export interface ClosureForm {
  reason: string;
  starts: string;
  ends: string;
  scope: BlackoutScope;
  /** 0: none chosen. */
  block_id: number;
  room_ids: number[];
}

export const EMPTY_CLOSURE_FORM: ClosureForm = { reason: '', starts: '', ends: '', scope: 'rooms', block_id: 0, room_ids: [] };

export const SCOPE_LABELS: Record<BlackoutScope, string> = { campus: 'Whole campus', block: 'A block', rooms: 'Chosen rooms' };

export const CLOSURE_FORM_MESSAGES = {
  starts: 'Choose when the closure starts',
  ends: 'Choose when the closure ends',
} as const;

// The server's words where it has the same rule, so the form and a 400 read alike.
export const closureSchema = yup.object({
  reason: yup.string().test(ruleTest('reason', (reason: string | undefined) => closureReasonViolation(reason))),
  starts: yup.string().required(CLOSURE_FORM_MESSAGES.starts),
  ends: yup
    .string()
    .required(CLOSURE_FORM_MESSAGES.ends)
    // datetime-local values of one format compare as text.
    .test('after-start', CLOSURE_MESSAGES.inverted, (ends, { parent }) => !parent.starts || !ends || ends > parent.starts),
  scope: yup.string().oneOf(['campus', 'block', 'rooms']).required(),
  block_id: yup.number().when('scope', { is: 'block', then: (s) => s.min(1, CLOSURE_MESSAGES.scopeBlock) }),
  room_ids: yup.array(yup.number().required()).when('scope', { is: 'rooms', then: (s) => s.min(1, CLOSURE_MESSAGES.scopeRooms) }),
});

/** The request for a valid form: campus times with the campus offset, only the scope's own field. */
export function toBlackoutBody(form: ClosureForm, tz: string): BlackoutBody {
  const body: BlackoutBody = {
    reason: form.reason.trim(),
    starts_at: fromDateTimeLocal(form.starts, tz) ?? form.starts,
    ends_at: fromDateTimeLocal(form.ends, tz) ?? form.ends,
    scope: form.scope,
  };
  if (form.scope === 'block') body.block_id = form.block_id;
  if (form.scope === 'rooms') body.room_ids = form.room_ids;
  return body;
}
