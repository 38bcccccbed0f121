import * as yup from 'yup';
import { RECURRING_MESSAGES } from '@contracts/booking-messages';
import { purposeViolation, timeOfDayViolation } from '@contracts/booking-rules';
import type { PatternRow } from '@contracts/recurring';
import { ruleTest } from '@shared/forms/ruleTest';
import { REQUIRED_MESSAGE } from './form';

/*
 * The form's rules, a module of their own: yup loads once the page has drawn the form, not before
 * it (validate.ts, docs/decisions/0268).
 */

const rowSchema = yup.object({
  day_of_week: yup.number().required(REQUIRED_MESSAGE),
  start_time: yup.string().required(REQUIRED_MESSAGE),
  end_time: yup
    .string()
    .required(REQUIRED_MESSAGE)
    .test(
      ruleTest('times', (end: string | undefined, row: PatternRow) =>
        end && row.start_time ? timeOfDayViolation(row.start_time, end) : null,
      ),
    ),
});

/** SPEC.md §5: date range, room, at least one row and a purpose, else one message. */
export const recurringSchema = yup.object({
  roomId: yup.number().typeError(REQUIRED_MESSAGE).required(REQUIRED_MESSAGE),
  startDate: yup.string().required(REQUIRED_MESSAGE),
  endDate: yup
    .string()
    .required(REQUIRED_MESSAGE)
    .test('after-start', RECURRING_MESSAGES.startAfterEnd, function (end) {
      return !end || !this.parent.startDate || end >= this.parent.startDate;
    }),
  purpose: yup
    .string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .test(ruleTest('purpose', (purpose: string | undefined) => (purpose ? purposeViolation(purpose, 'create') : null))),
  pattern: yup.array().of(rowSchema).min(1, REQUIRED_MESSAGE).required(REQUIRED_MESSAGE),
});
