/**
 * The waitlist (issue 32, DESIGN.md §10): its limit and its words, plain so the client shows
 * the same. A taken slot may be waited for; when its time frees, the first in line whose
 * booking passes every rule gets it.
 */
import { spanText } from './campus-format';

export const WAITLIST_LIMIT = 5;

export const WAITLIST_MESSAGES = {
  join: 'Join the waitlist',
  joined: 'You are on the waitlist. If the time frees, you get the booking and we tell you.',
  roomFree: 'The room is free: book it',
  tooMany: `You can wait for at most ${WAITLIST_LIMIT} rooms and times at once. Leave one of your waitlists first.`,
  already: 'You are already on the waitlist for this room and time.',
  notFound: 'Waitlist entry not found.',
  left: 'You left the waitlist',
  gotTitle: 'You got a room from the waitlist',
  /** e.g. "You got Seminar Room 2, Tue, Jan 12, 2027, 10:00 AM – 11:00 AM from the waitlist" (campus date, HH:mm times) */
  got: (room: string, date: string, from: string, to: string) => `You got ${room}, ${spanText(date, from, to)} from the waitlist`,
} as const;
