import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, createTestRoom } from '../../../test/booking-kit';
import { recordIghChange } from '../requests/igh-events';
import { outboxCounts, watch } from '../../../test/notifications-kit';

// Issue 13: every kind of change tells exactly the people it concerns, once, and a refused
// change tells nobody (no event, no notification). Runs on PGlite and on PostgreSQL.
let ctx: TestContext;
let room: number;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const [role, email] of Object.entries(DEMO)) cookies[role] = await loginAs(ctx.app, email);
  room = await createTestRoom(ctx.database, 'Notice Room');
});
afterAll(() => ctx.close());

type Who = keyof typeof DEMO;
const send = async (who: Who, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await ctx.app.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
let hour = 9;
/** A fresh one-hour slot in the test room: Mon 9 March from 09:00 on, then the next days. */
const slot = () => {
  const h = hour++;
  const day = `2026-03-${String(9 + Math.floor((h - 9) / 13)).padStart(2, '0')}`;
  const start = 9 + ((h - 9) % 13);
  return {
    date: day,
    start_time: at(day, `${String(start).padStart(2, '0')}:00`),
    end_time: at(day, `${String(start + 1).padStart(2, '0')}:00`),
  };
};
async function book(who: Who, purpose = 'Project review') {
  const s = slot();
  const res = await send(who, 'POST', '/api/faculty/bookroom', { room_id: room, start_time: s.start_time, end_time: s.end_time, purpose });
  expect(res.status).toBe(201);
  return { ...res.body.booking, date: s.date } as { id: number; start_time: string; end_time: string; purpose: string; date: string };
}
const decide = (who: Who, id: number, status: 'approved' | 'rejected', reason?: string) =>
  send(who, 'POST', '/api/room_booking/grant_approval', { request_id: id, status, ...(reason === undefined ? {} : { reason }) });

describe('room bookings', () => {
  it('a request tells the deans (not the super admins, not the booker), naming booker, room, block, time and purpose', async () => {
    const { result, told, who } = await watch(ctx, () => book('faculty', 'Thesis review'));
    expect(who).toEqual([[DEMO.dean, 'New room request']]);
    expect(told[0]).toMatchObject({
      kind: 'booking.requested',
      body: `Rahul Verma requests Notice Room (Academic Block A) on Mon, Mar 09, 2026, 09:00 AM – 10:00 AM: "Thesis review".`,
      // Issue 32: straight to the request, its decision ready.
      link: `/room_booking?request=${result.id}`,
    });
    expect(result.id).toEqual(expect.any(Number));
  });

  it("an administrator's own booking tells nobody", async () => {
    expect((await watch(ctx, () => book('rbAdmin'))).who).toEqual([]);
  });

  it('an approval tells the booker, with the reason and a link to the booking', async () => {
    const b = await book('clubs', 'Robotics demo');
    const { result, told, who } = await watch(ctx, () => decide('dean', b.id, 'approved', '  Keep the doors open.  '));
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ status: 'approved', reason: 'Keep the doors open.' });
    expect(who).toEqual([[DEMO.clubs, 'Approved']]);
    expect(told[0].body).toBe(
      'Kavita Iyer approved your request for Notice Room (Academic Block A) on Mon, Mar 09, 2026, 11:00 AM – 12:00 PM: "Robotics demo". Reason: Keep the doors open.',
    );
    expect(told[0].link).toBe(`/faculty/bookings?booking=${b.id}`);
  });

  it('a decline tells the booker why, and the reason shows in My Bookings and Manage Bookings', async () => {
    const b = await book('faculty', 'Guest lecture on tides');
    const { who, told } = await watch(ctx, () => decide('superAdmin', b.id, 'rejected', 'The hall is closed for repairs.\nTry Room 104.'));
    expect(who).toEqual([[DEMO.faculty, 'Rejected']]);
    expect(told[0].body).toMatch(
      /^Sunita Rao declined your request for Notice Room .*Reason: The hall is closed for repairs\.\nTry Room 104\.$/,
    );
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/faculty/bookings', headers: { cookie: cookies.faculty } });
    expect(mine.json().bookings.find((x: { id: number }) => x.id === b.id)).toMatchObject({
      status: 'rejected',
      reason: 'The hall is closed for repairs.\nTry Room 104.',
    });
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/bookings?search=lecture%20on%20tides',
      headers: { cookie: cookies.rbAdmin },
    });
    expect(admin.json().bookings[0]).toMatchObject({ id: b.id, reason: 'The hall is closed for repairs.\nTry Room 104.' });
  });

  it("the booker's change of a request, or of an approved booking's purpose, goes back to the deans", async () => {
    const b = await book('faculty', 'Lab meeting');
    const edit = { purpose: 'Lab meeting with guests', start_time: b.start_time, end_time: b.end_time };
    const pending = await watch(ctx, () => send('faculty', 'PUT', `/api/faculty/bookings/${b.id}`, edit));
    expect(pending.who).toEqual([[DEMO.dean, 'Room request changed']]);
    expect(pending.told[0].body).toBe(
      'Rahul Verma changed their request for Notice Room (Academic Block A): purpose now "Lab meeting with guests" (was "Lab meeting").',
    );

    await decide('dean', b.id, 'approved');
    const approved = await watch(ctx, () =>
      send('faculty', 'PUT', `/api/faculty/bookings/${b.id}`, { ...edit, purpose: 'Lab meeting, rescheduled' }),
    );
    expect(approved.result.body.booking.status).toBe('pending');
    expect(approved.who).toEqual([[DEMO.dean, 'Room request changed']]);
    expect(approved.told[0].body).toContain('status now Pending (was Confirmed)');
  });

  it("the booker's own delete tells nobody", async () => {
    const b = await book('faculty');
    expect((await watch(ctx, () => send('faculty', 'DELETE', `/api/faculty/bookings/${b.id}`))).who).toEqual([]);
  });

  it("an administrator's move and cancel tell the booker what changed and by whom", async () => {
    const b = await book('faculty', 'Seminar');
    const later = slot();
    // Confirming a pending request is an approval, which takes the approver capability (issue 36).
    const moved = await watch(ctx, () =>
      send('superAdmin', 'PUT', `/api/admin/bookings/${b.id}`, {
        purpose: 'Seminar',
        start_time: later.start_time,
        end_time: later.end_time,
        status: 'confirmed',
      }),
    );
    expect(moved.who).toEqual([[DEMO.faculty, 'Booking changed']]);
    expect(moved.told[0].body).toMatch(
      /^Sunita Rao changed your booking of Notice Room \(Academic Block A\) on Mon, Mar 09, 2026, \d\d:00 [AP]M – \d\d:00 [AP]M: time now .* \(was Mon, Mar 09, 2026, .*\); status now Confirmed \(was Pending\)\.$/,
    );
    const cancelled = await watch(ctx, () => send('rbAdmin', 'DELETE', `/api/admin/bookings/${b.id}`));
    expect(cancelled.who).toEqual([[DEMO.faculty, 'Booking cancelled']]);
    expect(cancelled.told[0].link).toBe(`/faculty/bookings?booking=${b.id}`);
  });

  it('each change of a booking is one event with a growing revision and what a mail needs', async () => {
    const b = await book('clubs', 'Hackathon briefing');
    await decide('dean', b.id, 'rejected', 'Double-check the date.');
    await send('superAdmin', 'PUT', `/api/admin/bookings/${b.id}`, {
      purpose: 'Hackathon briefing',
      start_time: b.start_time,
      end_time: b.end_time,
      status: 'confirmed',
    });
    const events = await ctx.app.db
      .selectFrom('events')
      .select(['kind', 'payload'])
      .where('entity', '=', 'booking')
      .where('entity_id', '=', b.id)
      .orderBy('id')
      .execute();
    const payloads = events.map((e) => e.payload as { bookings: { revision: number }[] });
    expect(events.map((e) => e.kind)).toEqual(['booking.requested', 'booking.rejected', 'booking.changed']);
    expect(payloads.map((p) => p.bookings[0].revision)).toEqual([0, 1, 2]);
    expect(events[1].payload).toMatchObject({
      version: 1,
      tz: 'Asia/Kolkata',
      actor: { name: 'Kavita Iyer', email: DEMO.dean },
      owner: { name: 'Robotics Club', email: DEMO.clubs },
      audience: 'owner',
      link: `/faculty/bookings?booking=${b.id}`,
      reason: 'Double-check the date.',
      series: null,
      bookings: [
        {
          id: b.id,
          room: { id: room, name: 'Notice Room', block: 'Academic Block A' },
          date: b.date,
          start_time: b.start_time,
          purpose: 'Hackathon briefing',
          status: 'rejected',
          reason: 'Double-check the date.',
          before: { status: 'pending' },
        },
      ],
    });
  });
});

describe('recurring series', () => {
  const pattern = [{ day_of_week: 2, start_time: '18:00', end_time: '19:00' }];
  const series = (start: string, end: string) => ({
    rooms: [room],
    purpose: 'Evening course',
    weekly_pattern: pattern,
    start_date: start,
    end_date: end,
  });

  it("an administrator's own series tells nobody; another administrator's edit and delete tell its owner", async () => {
    const created = await watch(ctx, () => send('rbAdmin', 'POST', '/api/faculty/bookroom/recurring', series('2026-04-07', '2026-04-21')));
    expect(created.result.status).toBe(201);
    expect(created.who).toEqual([]);
    const id = created.result.body.recurring_booking_id;
    const edit = { purpose: 'Evening course, part two', start_time: at('2026-04-07', '19:00'), end_time: at('2026-04-07', '20:00') };
    const changed = await watch(ctx, () => send('superAdmin', 'PUT', `/api/faculty/bookings/recurring/${id}`, edit));
    expect(changed.who).toEqual([[DEMO.rbAdmin, 'Recurring booking changed']]);
    expect(changed.told[0].body).toBe(
      'Sunita Rao changed the upcoming bookings of your recurring booking in Notice Room (Academic Block A): now 3 bookings, Tue, Apr 07, 2026 to Tue, Apr 21, 2026, 07:00 PM – 08:00 PM: "Evening course, part two".',
    );
    expect(changed.told[0].link).toBe(`/faculty/bookings?series=${id}`);
    const deleted = await watch(ctx, () => send('superAdmin', 'DELETE', `/api/faculty/bookings/recurring/${id}`));
    expect(deleted.who).toEqual([[DEMO.rbAdmin, 'Recurring booking deleted']]);
    expect(
      (await watch(ctx, () => send('rbAdmin', 'POST', '/api/faculty/bookroom/recurring', series('2026-05-05', '2026-05-12')))).who,
    ).toEqual([]);
  });

  it("a super admin's confirm of another administrator's draft tells the owner", async () => {
    await send('superAdmin', 'POST', '/api/faculty/bookroom', {
      room_id: room,
      start_time: at('2026-06-02', '18:00'),
      end_time: at('2026-06-02', '19:00'),
      purpose: 'In the way',
    });
    const draft = await send('rbAdmin', 'POST', '/api/faculty/bookroom/recurring', series('2026-06-02', '2026-06-09'));
    expect(draft.body.success).toBe(false);
    const confirmed = await watch(ctx, () =>
      send('superAdmin', 'POST', '/api/bookings/recurring/confirm', {
        recurring_booking_id: draft.body.recurring_booking_id,
        skip_dates: ['2026-06-02'],
      }),
    );
    expect(confirmed.result.status).toBe(201);
    expect(confirmed.who).toEqual([[DEMO.rbAdmin, 'Recurring booking confirmed']]);
  });
});

describe('guest-house requests', () => {
  it('a request tells the guest-house operator; the decision tells the student, with the reason', async () => {
    const stay = {
      customer_name: 'Suresh Verma',
      age: 58,
      relation_with_student: 'Father',
      check_in: '2026-03-20',
      check_out: '2026-03-22',
    };
    const filed = await watch(ctx, () => send('faculty', 'POST', '/api/igh/booking_requests', stay));
    expect(filed.who).toEqual([[DEMO.igh, 'New guest-house request']]);
    expect(filed.told[0]).toMatchObject({
      body: 'Rahul Verma requests a guest-house room for Suresh Verma (Father, 58) from Fri, Mar 20, 2026 to Sun, Mar 22, 2026.',
      link: `/igh?request=${filed.result.body.data.id}`,
    });
    const id = filed.result.body.data.id;
    const decided = await watch(ctx, () =>
      send('igh', 'POST', '/api/igh/update_status/', { request_id: id, status: 'rejected', reason: 'Fully booked that weekend.' }),
    );
    expect(decided.result.body.data).toMatchObject({ status: 'rejected', reason: 'Fully booked that weekend.' });
    expect(decided.who).toEqual([[DEMO.faculty, 'Rejected']]);
    expect(decided.told[0].body).toBe(
      'Meera Nair declined your guest-house request for Suresh Verma (Father, 58) from Fri, Mar 20, 2026 to Sun, Mar 22, 2026. Reason: Fully booked that weekend.',
    );
  });
});

describe('refused changes tell nobody', () => {
  it('409, 400, 403 and 404 answers (self-decisions and long reasons on both approval routes) write no event and no notification, and change nothing', async () => {
    await ctx.app.db
      .insertInto('users')
      .values({ email: 'dean.faculty@campus.example', name: 'Dual Role', access: ['rb_dean', 'rb_faculty'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dualCookie = await loginAs(ctx.app, 'dean.faculty@campus.example');
    const own = slot();
    const ownRequest = await ctx.app.inject({
      method: 'POST',
      url: '/api/faculty/bookroom',
      headers: { cookie: dualCookie },
      payload: { room_id: room, start_time: own.start_time, end_time: own.end_time, purpose: 'My own request' },
    });
    const b = await book('faculty', 'Held slot');
    const decided = await book('clubs', 'Decided slot');
    await decide('dean', decided.id, 'approved');
    const ighRequest = await send('igh', 'POST', '/api/igh/booking_requests', {
      customer_name: 'Asha',
      age: 30,
      relation_with_student: 'Sister',
      check_in: '2026-03-25',
      check_out: '2026-03-26',
    });
    const before = await outboxCounts(ctx);
    const stored = () =>
      ctx.app.db
        .selectFrom('bookings')
        .select(['id', 'status', 'purpose', 'start_time', 'revision'])
        .where('room_id', '=', room)
        .orderBy('id')
        .execute();
    const bookingsBefore = await stored();

    const keep = { purpose: 'Held slot', start_time: b.start_time, end_time: b.end_time };
    const refused = [
      await send('clubs', 'POST', '/api/faculty/bookroom', {
        room_id: room,
        start_time: b.start_time,
        end_time: b.end_time,
        purpose: 'Clash',
      }),
      await send('faculty', 'POST', '/api/faculty/bookroom', {
        room_id: room,
        start_time: slot().start_time,
        end_time: b.end_time,
        purpose: 'Backwards',
      }),
      await send('faculty', 'PUT', `/api/faculty/bookings/${b.id}`, { ...keep, purpose: 'Held' }),
      await send('faculty', 'PUT', `/api/faculty/bookings/${b.id}`, { ...keep, status: 'confirmed' }),
      await send('rbAdmin', 'PUT', `/api/admin/bookings/${b.id}`, { ...keep, start_time: decided.start_time, end_time: decided.end_time }),
      await decide('dean', decided.id, 'rejected'),
      await decide('dean', b.id, 'rejected', 'x'.repeat(501)),
      await decide('dean', b.id, 'rejected', 'Bad\u0007bell'),
      await decide('dean', 987654, 'approved'),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/room_booking/grant_approval',
        headers: { cookie: dualCookie },
        payload: { request_id: ownRequest.json().booking.id, status: 'approved' },
      }),
      await send('igh', 'POST', '/api/igh/update_status/', { request_id: ighRequest.body.data.id, status: 'approved' }),
      await send('superAdmin', 'POST', '/api/igh/update_status/', {
        request_id: ighRequest.body.data.id,
        status: 'rejected',
        reason: 'y'.repeat(501),
      }),
    ].map((r) => ('statusCode' in r ? { status: r.statusCode, body: r.json() } : r));

    expect(refused.map((r) => r.status)).toEqual([409, 400, 400, 403, 409, 409, 400, 400, 404, 403, 403, 400]);
    expect(refused.map((r) => r.body.message)).toEqual([
      expect.stringMatching(/^This room is already booked/),
      'End time must be after start time',
      'Purpose must be at least 5 characters',
      'You can only cancel your booking; approval is decided by the room administrators.',
      expect.stringMatching(/^This room is already booked/),
      'This request has already been approved; only a pending request can be decided.',
      'Reason must be at most 500 characters',
      'Reason cannot contain control characters',
      'Room booking request not found.',
      'You cannot decide your own request.',
      'You cannot decide your own request.',
      'Reason must be at most 500 characters',
    ]);
    expect(await outboxCounts(ctx)).toEqual(before);
    expect(await stored()).toEqual(bookingsBefore);
    expect(
      (await ctx.app.db.selectFrom('igh_requests').select('status').where('id', '=', ighRequest.body.data.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('pending');
  });

  it('a change that rolls back after writing its event leaves neither the event nor its notifications', async () => {
    const before = await outboxCounts(ctx);
    const failing = ctx.app.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('email', '=', DEMO.faculty)
        .executeTakeFirstOrThrow();
      await recordIghChange(trx, {
        kind: 'igh.requested',
        request: {
          id: 1,
          student_name: user.name,
          student_email: user.email,
          customer_name: 'Ghost',
          age: 40,
          relation_with_student: 'Uncle',
          check_in: '2026-03-30',
          check_out: '2026-03-31',
          status: 'pending',
        },
        createdBy: user.id,
        actor: { ...user, access: [], picture: '' },
        reason: null,
        now: ctx.clock.now,
        tz: 'Asia/Kolkata',
      });
      throw new Error('the change fails after its event was written');
    });
    await expect(failing).rejects.toThrow('the change fails');
    expect(await outboxCounts(ctx)).toEqual(before);
  });
});

describe('who approves', () => {
  it('with no dean on campus, the super admins hear of a room request', async () => {
    await ctx.app.db.updateTable('users').set({ access: [] }).where('email', 'in', [DEMO.dean, 'dean.faculty@campus.example']).execute();
    try {
      expect((await watch(ctx, () => book('clubs'))).who).toEqual([[DEMO.superAdmin, 'New room request']]);
    } finally {
      await ctx.app.db
        .updateTable('users')
        .set({ access: ['rb_dean'] })
        .where('email', '=', DEMO.dean)
        .execute();
    }
  });
});
