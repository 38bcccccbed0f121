import * as yup from 'yup';
import type { FreeRoomsQuery } from '@contracts/booking';
import { daysAheadRefusal, type DaysAhead } from '@contracts/booking-policy';
import { campusToday, dayjs } from '@shared/bookings/campusTime';
import { ruleTest } from '@shared/forms/ruleTest';

/** "Find a free room" as typed: a date and campus times, and the optional seats, features and block. */
export interface FreeRoomForm {
  date: string;
  start: string;
  end: string;
  capacity: string;
  features: string[];
  block: string;
}

/** Tomorrow from 10:00 to 11:00: a day anyone may book (today's morning may have passed). */
export const initialFreeRoomForm = (tz: string): FreeRoomForm => ({
  date: dayjs(campusToday(tz)).add(1, 'day').format('YYYY-MM-DD'),
  start: '10:00',
  end: '11:00',
  capacity: '',
  features: [],
  block: '',
});

/**
 * A date is needed and, for a booker with a days-ahead limit (null: none, undefined: not yet
 * known), one the limit allows, refused in the server's words (the one rule of contracts/booking-policy.ts).
 */
export const freeRoomSchema = (limit: DaysAhead | null | undefined) =>
  yup.object({
    date: yup
      .string()
      .required('Choose a date')
      .test(ruleTest('days-ahead', (date: string | undefined) => (limit && date ? daysAheadRefusal(date, limit) : null))),
  });

/** The query of a search: only the filters given (no seats below one). */
export function toFreeRoomsQuery(form: FreeRoomForm): FreeRoomsQuery {
  const capacity = Number(form.capacity);
  return {
    date: form.date,
    start: form.start,
    end: form.end,
    ...(form.capacity && capacity > 0 ? { capacity } : {}),
    ...(form.features.length ? { features: form.features } : {}),
    ...(form.block ? { block_id: Number(form.block) } : {}),
  };
}
