import { at, createTestRoom } from '../../../test/booking-kit';
import { createCheckInRoom, storedBooking } from '../../../test/check-in-kit';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { watch } from '../../../test/notifications-kit';
import { sendDueReminders } from '../bookings';

/** Reminders (issue 32): once per booking and start across processes, by the user's setting; the clock is moved by hand. */
let ctx: TestContext;
let room: number;
let checkInRoom: number;
beforeAll(async () => {
  ctx = await createTestApp();
  room = await createTestRoom(ctx.database, 'Reminder Room');
  checkInRoom = await createCheckInRoom(ctx.app, ctx.database, await loginAs(ctx.app, DEMO.rbAdmin), 'Reminder Check-in Room');
});
afterAll(() => ctx.close());

let nextDay = 0;
const nextDate = () => `2026-04-${String(1 + nextDay++).padStart(2, '0')}`;
const run = () => sendDueReminders(ctx.app.db, ctx.app.config.campusTz, ctx.clock.now);
const setClock = (date: string, time: string, ms = 0) => {
  ctx.clock.now = new Date(Date.parse(at(date, time)) + ms);
};
const settings = async (email: string, payload?: object) => {
  const cookie = await loginAs(ctx.app, email);
  return ctx.app.inject({ method: payload ? 'PUT' : 'GET', url: '/api/me/mail-settings', headers: { cookie }, payload });
};

describe('the reminder setting', () => {
  it('is 30 minutes by default, takes Off, 15, 30 or 60, and refuses anything else with 400', async () => {
    expect((await settings(DEMO.clubs)).json().reminder_minutes).toBe(30);
    expect((await settings(DEMO.clubs, { email: {}, reminder_minutes: 60 })).json().reminder_minutes).toBe(60);
    for (const bad of [45, -15, '30', null])
      expect((await settings(DEMO.clubs, { email: {}, reminder_minutes: bad })).statusCode).toBe(400);
    expect((await settings(DEMO.clubs)).json().reminder_minutes).toBe(60);
  });
});

describe('reminders', () => {
  it('come at the setting before the start, once, with the check-in window when the room requires check-in', async () => {
    const date = nextDate();
    const id = await storedBooking(ctx.database, DEMO.faculty, checkInRoom, date, ['10:00', '11:00']);
    setClock(date, '09:30', -1);
    expect(await run()).toBe(0);
    setClock(date, '09:30');
    const { result, told } = await watch(ctx, run);
    expect(result).toBe(1);
    expect(told).toEqual([
      expect.objectContaining({
        email: DEMO.faculty,
        kind: 'booking.reminder',
        title: 'Reminder: Reminder Check-in Room at 10:00 AM',
        link: `/faculty/bookings?booking=${id}`,
      }),
    ]);
    expect(told[0].body).toMatch(
      /starts .+, 10:00 AM – 11:00 AM: "Stored directly"\. Check in from 09:45 AM to 10:15 AM on My Bookings or the Overview/,
    );
    setClock(date, '09:50');
    expect(await run()).toBe(0);
  });

  it('is sent once when two workers claim at the same moment', async () => {
    const date = nextDate();
    await storedBooking(ctx.database, DEMO.faculty, room, date, ['10:00', '11:00']);
    setClock(date, '09:40');
    const { result, told } = await watch(ctx, () => Promise.all([run(), run()]));
    expect(result[0] + result[1]).toBe(1);
    expect(told.filter((n) => n.kind === 'booking.reminder')).toHaveLength(1);
    expect(told[0].body).not.toMatch(/Check in/);
  });

  it('comes again for a moved booking, never for a cancelled or pending one, nor for those who turned it off', async () => {
    const date = nextDate();
    const moved = await storedBooking(ctx.database, DEMO.faculty, room, date, ['10:00', '11:00']);
    await storedBooking(ctx.database, DEMO.faculty, room, date, ['12:00', '13:00'], 'cancelled');
    await storedBooking(ctx.database, DEMO.faculty, room, date, ['14:00', '15:00'], 'pending');
    setClock(date, '09:40');
    expect(await run()).toBe(1);
    // An administrator moves it to 16:00: due again 30 minutes before the new start.
    const move = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${moved}`,
      headers: { cookie: await loginAs(ctx.app, DEMO.rbAdmin) },
      payload: { purpose: 'Stored directly', start_time: at(date, '16:00'), end_time: at(date, '17:00') },
    });
    expect(move.statusCode).toBe(200);
    setClock(date, '15:29');
    expect(await run()).toBe(0);
    setClock(date, '15:30');
    const { told } = await watch(ctx, run);
    expect(told.map((n) => n.title)).toEqual(['Reminder: Reminder Room at 04:00 PM']);

    await settings(DEMO.rbAdmin, { email: {}, reminder_minutes: 0 });
    const off = nextDate();
    await storedBooking(ctx.database, DEMO.rbAdmin, room, off, ['10:00', '11:00']);
    setClock(off, '09:55');
    expect(await run()).toBe(0);
  });
});
