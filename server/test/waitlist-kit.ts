/** Waitlist helpers for the server tests (issue 32; not loaded by the app). */
import type { App } from '../src/app';
import { at } from './booking-kit';

export const joinWaitlist = (app: App, cookie: string, roomId: number, date: string, [start, end]: [string, string], extra = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: { cookie },
    payload: { room_id: roomId, start_time: at(date, start), end_time: at(date, end), ...extra },
  });

export const myWaitlist = async (app: App, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/waitlist', headers: { cookie } })).json().entries as {
    id: number;
    rooms: string;
    start_time: string;
    position: number;
  }[];

export const cancelOwn = (app: App, cookie: string, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/faculty/bookings/${id}`, headers: { cookie } });
