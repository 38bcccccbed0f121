import { RECURRING_MESSAGES } from '@contracts/booking-messages';
import type { Booker } from '@contracts/bookers';
import type { PatternRow, RecurringBody } from '@contracts/recurring';

export const REQUIRED_MESSAGE = RECURRING_MESSAGES.fillRequired;

export interface RecurringFormValues {
  /** '' until a room is chosen. */
  roomId: number | '';
  startDate: string;
  endDate: string;
  purpose: string;
  pattern: PatternRow[];
  /** Issue 35: an administrator books for this person; null for themselves. */
  bookFor: Booker | null;
}

/** SPEC.md: a new row is Monday 09:00-10:00. */
export const newPatternRow = (): PatternRow => ({ day_of_week: 1, start_time: '09:00', end_time: '10:00' });

export const initialValues = (): RecurringFormValues => ({
  roomId: '',
  startDate: '',
  endDate: '',
  purpose: '',
  pattern: [newPatternRow()],
  bookFor: null,
});

/** Every distinct message in formik's (nested) errors, required-fields first. */
export function errorMessages(errors: unknown): string[] {
  const found = new Set<string>();
  const walk = (e: unknown) => {
    if (typeof e === 'string') found.add(e);
    else if (e && typeof e === 'object') Object.values(e).forEach(walk);
  };
  walk(errors);
  return [...found].sort((a, b) => Number(b === REQUIRED_MESSAGE) - Number(a === REQUIRED_MESSAGE));
}

export function toRequest(values: RecurringFormValues): RecurringBody {
  return {
    rooms: [Number(values.roomId)],
    purpose: values.purpose.trim(),
    weekly_pattern: values.pattern.map(({ day_of_week, start_time, end_time }) => ({ day_of_week, start_time, end_time })),
    start_date: values.startDate,
    end_date: values.endDate,
    ...(values.bookFor ? { booker_id: values.bookFor.id } : {}),
  };
}
