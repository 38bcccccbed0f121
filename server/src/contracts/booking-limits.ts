/**
 * The rules every booking obeys and the server's words when one is broken, as plain values
 * so the client shows the same limits and messages before it asks (server/src/shared/
 * booking-rules.ts applies them).
 */

/** DESIGN.md §5 and SPEC.md §5, §9: the limits every booking obeys. */
export const BOOKING_LIMITS = {
  slotMinutes: 15,
  minMinutes: 15,
  maxMinutes: 8 * 60,
  dayStartMinute: 9 * 60,
  dayEndMinute: 23 * 60,
  purposeMaxOnCreate: 200,
  purposeMinOnEdit: 5,
  purposeMaxOnEdit: 500,
} as const;

export const BOOKING_MESSAGES = {
  startInPast: 'Start time cannot be in the past',
  endBeforeStart: 'End time must be after start time',
  tooShort: 'Booking must be at least 15 minutes long',
  tooLong: 'Booking cannot exceed 8 hours',
  offGrid: 'Bookings start and end on a quarter hour (:00, :15, :30 or :45)',
  outsideHours: 'Bookings must be between 09:00 and 23:00 campus time',
  purposeRequired: 'Purpose is required',
  purposeTooLongOnCreate: 'Purpose must be at most 200 characters',
  purposeTooShort: 'Purpose must be at least 5 characters',
  purposeTooLongOnEdit: 'Purpose must be less than 500 characters',
  purposeControlChars: 'Purpose cannot contain control characters',
  startMalformed: 'Start time must be a date and time with a time-zone offset, e.g. 2026-03-05T10:00:00+05:30',
  endMalformed: 'End time must be a date and time with a time-zone offset, e.g. 2026-03-05T11:00:00+05:30',
} as const;
