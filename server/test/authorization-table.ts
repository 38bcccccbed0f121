import type { Role } from '../src/contracts/roles';
import { createFeed } from '../src/modules/calendar/feeds';
import { DEMO, loginAs } from './helpers';
import { ROLE_EMAIL, type MatrixFixture } from './matrix-fixture';

/** DESIGN.md §4 as written there, kept apart from roles.ts so the matrix also checks roles.ts. */
export const DESIGN_CAPABILITIES = {
  book: ['rb_faculty', 'rb_clubs', 'rb_admin', 'super_admin'],
  recurring: ['rb_admin', 'super_admin'],
  approveRooms: ['rb_dean', 'super_admin'],
  approveGuestHouse: ['igh', 'super_admin'],
  manageBookings: ['rb_admin', 'super_admin'],
  manageRooms: ['rb_admin', 'super_admin'],
  manageUsers: ['super_admin'],
} as const satisfies Record<string, readonly Role[]>;

/** Who may call a route: anyone, any signed-in user, or the holders of a capability. */
export type Audience = 'public' | 'user' | keyof typeof DESIGN_CAPABILITIES;

/** The caller of one cell, and whether the table lets them through. */
export interface Cell {
  role: Role | null;
  allowed: boolean;
}

/** What to send. An allowed cell gets a valid request (set up as needed); a refused one only a well-formed one. */
export interface MatrixRequest {
  url?: string;
  payload?: object | string;
  /** Headers besides the session cookie (a file upload's content type). */
  headers?: Record<string, string>;
  /** A session other than the role's shared one (logout must not end that one). */
  cookie?: string;
}

export interface Entry {
  who: Audience;
  /** The answer to an allowed, valid request. */
  ok: 200 | 201;
  request?: (fx: MatrixFixture, cell: Cell) => MatrixRequest | Promise<MatrixRequest>;
  /** A long-lived answer (Server-Sent Events): an allowed cell checks the status once the headers are sent. */
  stream?: true;
}

const read = (who: Audience, url?: string): Entry => ({ who, ok: 200, request: url ? () => ({ url }) : undefined });

/** Booking ids: the caller's own booking when allowed, any id when refused (the guard answers first). */
async function ownBooking(fx: MatrixFixture, cell: Cell, owner: Role | 'self', base: string) {
  const booking = cell.allowed ? await fx.bookingBy(owner === 'self' ? cell.role! : owner) : { id: 1, ...fx.nextSlot() };
  return { url: `${base}/${booking.id}`, booking };
}

const editBooking = (base: string, owner: Role | 'self') => async (fx: MatrixFixture, cell: Cell) => {
  const { url, booking } = await ownBooking(fx, cell, owner, base);
  return { url, payload: { purpose: 'Edited by the matrix', start_time: booking.start_time, end_time: booking.end_time } };
};
const cancelBooking = (base: string, owner: Role | 'self') => async (fx: MatrixFixture, cell: Cell) => ({
  url: (await ownBooking(fx, cell, owner, base)).url,
});

const seriesUrl = async (fx: MatrixFixture, cell: Cell) => {
  const series = cell.allowed ? await fx.seriesBy('super_admin') : { id: 1, monday: fx.nextMonday() };
  return { url: `/api/faculty/bookings/recurring/${series.id}`, monday: series.monday };
};

const decide =
  (make: (fx: MatrixFixture) => Promise<number>, status: 'approved' | 'rejected') => async (fx: MatrixFixture, cell: Cell) => ({
    payload: { request_id: cell.allowed ? await make(fx) : 1, status },
  });

const ighDecision = decide((fx) => fx.ighRequest(), 'rejected');

/** Manage Users' account actions on a spare user in the state the action needs. */
function accountAction(action: string, state: Parameters<MatrixFixture['spareUser']>[0]): Entry {
  return {
    who: 'manageUsers',
    ok: 200,
    request: async (fx, cell) => {
      const id = cell.allowed ? (await fx.spareUser({ ...state, googleSub: state?.googleSub && fx.unique(state.googleSub) })).id : 1;
      return { url: `/api/admin/user/${id}/${action}` };
    },
  };
}

function roomAction(action: string, state: Parameters<MatrixFixture['spareRoom']>[0]): Entry {
  return {
    who: 'manageRooms',
    ok: 200,
    request: async (fx, cell) => ({ url: `/api/admin/rooms/${cell.allowed ? await fx.spareRoom(state) : 1}/${action}`, payload: {} }),
  };
}

/** Every API route (METHOD and path as registered) → who may call it and a request to prove it. */
export const AUTHORIZATION_TABLE: Record<string, Entry> = {
  'GET /api/health': read('public'),
  'GET /api/ready': read('public'),
  'GET /api/config': read('public'),
  'GET /api/openapi.json': read('public'),
  // For crawlers; the same text for everyone (issue 34).
  'GET /robots.txt': read('public'),
  // A feed's token is its only key: the session (or none) plays no part.
  'GET /api/calendar/:token.ics': {
    who: 'public',
    ok: 200,
    request: async (fx) => {
      const owner = await fx.ctx.app.db.selectFrom('users').select('id').where('email', '=', DEMO.faculty).executeTakeFirstOrThrow();
      return { url: `/api/calendar/${await createFeed(fx.ctx.app.db, owner.id, null, fx.ctx.app.now())}.ics` };
    },
  },
  // Sign-ins end the session they replace: they go without the role's shared cookie.
  'POST /api/auth/demo': { who: 'public', ok: 200, request: () => ({ payload: { email: DEMO.clubs }, cookie: '' }) },
  'POST /api/login': {
    who: 'public',
    ok: 200,
    request: async (fx) => {
      const email = `${fx.unique('matrix').replace(' ', '.')}@campus.example`;
      return { payload: { id_token: await fx.google.sign({ email, sub: `sub-${email}` }) }, cookie: '' };
    },
  },
  'POST /api/logout': {
    who: 'public',
    ok: 200,
    request: async (fx, cell) => ({ cookie: cell.role ? await loginAs(fx.ctx.app, ROLE_EMAIL[cell.role]) : undefined }),
  },
  'POST /api/logout/everywhere': {
    who: 'user',
    ok: 200,
    // It ends every session of the caller: a user of its own with the cell's role, not the shared session.
    request: async (fx, cell) => {
      if (!cell.role) return {};
      const user = await fx.spareUser({ access: [cell.role] });
      return { cookie: await loginAs(fx.ctx.app, user.email) };
    },
  },
  'GET /api/auth/me': read('user'),
  'GET /api/stats': read('user'),
  // Issue 35: everyone signed in reads their own booking's history (others' answer 404: history.test.ts).
  'GET /api/bookings/:id/history': {
    who: 'user',
    ok: 200,
    request: async (fx, cell) => ({ url: `/api/bookings/${cell.allowed ? await fx.storedBookingOf(cell.role!) : 1}/history` }),
  },
  'GET /api/faculty/pastbookings': read('user'),
  'GET /api/stats/usage': read('user', '/api/stats/usage?from=2026-02-01&to=2026-03-04'),
  'GET /api/notifications': read('user'),
  'GET /api/notifications/stream': { who: 'user', ok: 200, stream: true },
  'POST /api/notifications/read': { who: 'user', ok: 200, request: () => ({ payload: { all: true } }) },
  'GET /api/me/mail-settings': read('user'),
  'GET /api/me/calendar-feed': read('user'),
  'POST /api/me/calendar-feed': { who: 'user', ok: 201 },
  'PUT /api/me/mail-settings': { who: 'user', ok: 200, request: () => ({ payload: { email: { series: true } } }) },
  'GET /api/igh/my_requests': read('user'),
  'POST /api/igh/booking_requests': { who: 'user', ok: 201, request: (fx) => ({ payload: fx.ighBody() }) },

  'GET /api/faculty/getrooms': read('book'),
  'POST /api/faculty/getbookedslots': {
    who: 'book',
    ok: 200,
    request: (fx) => ({ payload: { room_ids: [fx.roomId], start_date: '2026-03-09', end_date: '2026-03-15' } }),
  },
  'GET /api/faculty/free-rooms': read('book', '/api/faculty/free-rooms?date=2026-03-09&start=10:00&end=11:00&capacity=20'),
  'GET /api/me/booking-policy': read('book'),
  'GET /api/schedule': read('book', '/api/schedule?date=2026-03-09&days=7&min_capacity=20'),
  'GET /api/bookings/check-in': read('book'),
  'POST /api/bookings/:id/check-in': {
    who: 'book',
    ok: 200,
    request: async (fx, cell) => ({ url: `/api/bookings/${cell.allowed ? await fx.checkInReady(cell.role!) : 1}/check-in` }),
  },
  'POST /api/waitlist': {
    who: 'book',
    ok: 201,
    request: async (fx, cell) => ({ payload: cell.allowed ? await fx.waitlistBody() : { room_id: fx.roomId, ...fx.nextSlot() } }),
  },
  'GET /api/waitlist': read('book'),
  'DELETE /api/waitlist/:id': {
    who: 'book',
    ok: 200,
    request: async (fx, cell) => ({ url: `/api/waitlist/${cell.allowed ? await fx.waitlistEntry(cell.role!) : 1}` }),
  },
  'POST /api/faculty/bookroom': {
    who: 'book',
    ok: 201,
    request: (fx) => ({ payload: { room_id: fx.roomId, purpose: 'Matrix booking', ...fx.nextSlot() } }),
  },
  'GET /api/faculty/bookings': read('book'),
  'PUT /api/faculty/bookings/:id': { who: 'book', ok: 200, request: editBooking('/api/faculty/bookings', 'self') },
  'DELETE /api/faculty/bookings/:id': { who: 'book', ok: 200, request: cancelBooking('/api/faculty/bookings', 'self') },

  'POST /api/faculty/bookroom/recurring': { who: 'recurring', ok: 201, request: (fx) => ({ payload: fx.seriesBody(fx.nextMonday()) }) },
  'POST /api/bookings/recurring/confirm': {
    who: 'recurring',
    ok: 201,
    request: async (fx, cell) => {
      const draft = cell.allowed ? await fx.seriesBy(cell.role!, true) : { id: 1, monday: '2026-06-01' };
      return { payload: { recurring_booking_id: draft.id, skip_dates: [draft.monday] } };
    },
  },
  'PUT /api/faculty/bookings/recurring/:id': {
    who: 'manageBookings',
    ok: 200,
    request: async (fx, cell) => {
      const { url, monday } = await seriesUrl(fx, cell);
      return { url, payload: { purpose: 'Series moved', start_time: `${monday}T12:00:00+05:30`, end_time: `${monday}T13:00:00+05:30` } };
    },
  },
  'DELETE /api/faculty/bookings/recurring/:id': {
    who: 'manageBookings',
    ok: 200,
    request: async (fx, cell) => ({ url: (await seriesUrl(fx, cell)).url }),
  },

  'GET /api/admin/bookings': read('manageBookings', '/api/admin/bookings?page=1&limit=5&search=Matrix&sort=room'),
  'GET /api/admin/bookings/export.csv': read('manageBookings', '/api/admin/bookings/export.csv?search=Matrix&sort=room'),
  'PUT /api/admin/bookings/:id': { who: 'manageBookings', ok: 200, request: editBooking('/api/admin/bookings', 'rb_faculty') },
  'DELETE /api/admin/bookings/:id': { who: 'manageBookings', ok: 200, request: cancelBooking('/api/admin/bookings', 'rb_faculty') },
  'POST /api/admin/bookings/bulk': {
    who: 'manageBookings',
    ok: 200,
    request: async (fx, cell) => ({
      payload: { ids: [cell.allowed ? (await fx.bookingBy('rb_faculty')).id : 1], action: 'cancel', reason: 'Matrix' },
    }),
  },

  'GET /api/admin/bookers': read('manageBookings', '/api/admin/bookers?search=ra'),
  'GET /api/room_booking/room_requests': read('approveRooms'),
  'POST /api/room_booking/grant_approval': {
    who: 'approveRooms',
    ok: 200,
    request: decide(async (fx) => (await fx.bookingBy('rb_clubs')).id, 'approved'),
  },
  // Issue 35: the caller's own decision, taken back at once.
  'POST /api/room_booking/undo_decision': {
    who: 'approveRooms',
    ok: 200,
    request: async (fx, cell) => {
      if (!cell.allowed) return { payload: { request_id: 1 } };
      const id = (await fx.bookingBy('rb_clubs')).id;
      const payload = { request_id: id, status: 'approved' };
      await fx.expect(200, 200, { method: 'POST', url: '/api/room_booking/grant_approval', role: cell.role, payload });
      return { payload: { request_id: id } };
    },
  },
  'GET /api/igh/booking_requests': read('approveGuestHouse'),
  'POST /api/igh/update_status': { who: 'approveGuestHouse', ok: 200, request: ighDecision },
  'POST /api/igh/update_status/': { who: 'approveGuestHouse', ok: 200, request: ighDecision },
  // Issue 35: the caller's own guest-house decision, taken back at once.
  'POST /api/igh/undo_decision': {
    who: 'approveGuestHouse',
    ok: 200,
    request: async (fx, cell) => {
      if (!cell.allowed) return { payload: { request_id: 1 } };
      const id = await fx.ighRequest();
      const payload = { request_id: id, status: 'approved' };
      await fx.expect(200, 200, { method: 'POST', url: '/api/igh/update_status', role: cell.role, payload });
      return { payload: { request_id: id } };
    },
  },

  'GET /api/admin/booking-policies': read('manageUsers'),
  'PUT /api/admin/booking-policies/:role': {
    who: 'manageUsers',
    ok: 200,
    // The loosest limits, so the other cells' bookings are not refused by the policy.
    request: () => ({
      url: '/api/admin/booking-policies/rb_clubs',
      payload: { max_pending: 1000, max_hours_per_week: 168, max_days_ahead: 730 },
    }),
  },

  'GET /api/admin/rooms': read('manageRooms', '/api/admin/rooms?page=1&limit=5&room_name=Matrix'),
  'GET /api/admin/blocks': read('manageRooms'),
  'POST /api/admin/rooms': { who: 'manageRooms', ok: 200, request: (fx) => ({ payload: fx.roomBody(fx.unique('Matrix Room')) }) },
  'PUT /api/admin/rooms/:id': {
    who: 'manageRooms',
    ok: 200,
    request: (fx) => ({ url: `/api/admin/rooms/${fx.spareRoomId}`, payload: fx.roomBody(fx.unique('Matrix Spare Room')) }),
  },

  'GET /api/admin/blackouts': read('manageRooms'),
  'POST /api/admin/blackouts': {
    who: 'manageRooms',
    ok: 201,
    request: (fx) => ({ payload: { ...closureOfSpareRoom(fx), reason: 'Matrix closure' } }),
  },
  'GET /api/admin/blackouts/:id/bookings': {
    who: 'manageRooms',
    ok: 200,
    request: async (fx, cell) => ({ url: `/api/admin/blackouts/${cell.allowed ? await storedClosure(fx) : 1}/bookings` }),
  },
  'POST /api/admin/blackouts/:id/cancel-bookings': {
    who: 'manageRooms',
    ok: 200,
    request: async (fx, cell) => ({ url: `/api/admin/blackouts/${cell.allowed ? await storedClosure(fx) : 1}/cancel-bookings` }),
  },
  'DELETE /api/admin/blackouts/:id': {
    who: 'manageRooms',
    ok: 200,
    request: async (fx, cell) => ({ url: `/api/admin/blackouts/${cell.allowed ? await storedClosure(fx) : 1}` }),
  },
  // Issue 15: room lifecycle and blocks (a room or block of the matrix's own for each allowed cell).
  'POST /api/admin/rooms/:id/deactivate': roomAction('deactivate', {}),
  'POST /api/admin/rooms/:id/reactivate': roomAction('reactivate', { deactivated: true }),
  'POST /api/admin/rooms/:id/cancel-upcoming': roomAction('cancel-upcoming', { deactivated: true }),
  'GET /api/admin/rooms/:id/upcoming': {
    who: 'manageRooms',
    ok: 200,
    request: (fx) => ({ url: `/api/admin/rooms/${fx.roomId}/upcoming` }),
  },
  'POST /api/admin/blocks': { who: 'manageRooms', ok: 200, request: (fx) => ({ payload: { block_name: fx.unique('Matrix New Block') } }) },
  'PUT /api/admin/blocks/:id': {
    who: 'manageRooms',
    ok: 200,
    request: async (fx, cell) => ({
      url: `/api/admin/blocks/${cell.allowed ? await fx.spareBlock() : 1}`,
      payload: { block_name: fx.unique('Matrix Renamed Block') },
    }),
  },

  // Issue 31: imports. A rooms file is the administrators' (users files are super_admin's: imports.test.ts).
  'POST /api/admin/imports': {
    who: 'manageRooms',
    ok: 201,
    request: (fx) => ({ url: '/api/admin/imports?kind=rooms', payload: fx.roomsFile(fx.unique('Matrix Imported Room')), headers: CSV }),
  },
  'GET /api/admin/imports': read('manageRooms'),
  'GET /api/admin/imports/progress/:token': {
    who: 'manageRooms',
    ok: 200,
    request: async (fx, cell) => {
      const token = `matrix-${fx.unique('progress').replace(' ', '-')}`;
      if (cell.allowed) {
        const url = `/api/admin/imports?kind=rooms&dry_run=true&progress=${token}`;
        await fx.expect(200, 200, { role: cell.role, method: 'POST', url, payload: fx.roomsFile('Matrix Dry Run Room'), headers: CSV });
      }
      return { url: `/api/admin/imports/progress/${token}` };
    },
  },
  'DELETE /api/admin/imports/:id': {
    who: 'manageRooms',
    ok: 200,
    request: async (fx, cell) => ({ url: `/api/admin/imports/${cell.allowed ? await fx.roomsImport() : 1}` }),
  },

  'GET /api/admin/rooms/:id/calendar-feed': {
    who: 'manageRooms',
    ok: 200,
    request: (fx) => ({ url: `/api/admin/rooms/${fx.roomId}/calendar-feed` }),
  },
  'POST /api/admin/rooms/:id/calendar-feed': {
    who: 'manageRooms',
    ok: 201,
    request: (fx) => ({ url: `/api/admin/rooms/${fx.roomId}/calendar-feed` }),
  },

  'GET /api/admin/users': read('manageUsers', '/api/admin/users?page=1&limit=5&name=a'),
  'GET /api/admin/user/access/all': read('manageUsers'),
  'POST /api/admin/user/:id': {
    who: 'manageUsers',
    ok: 200,
    request: async (fx) => {
      const { id, body } = await fx.userEdit();
      return { url: `/api/admin/user/${id}`, payload: body };
    },
  },
  'POST /api/admin/user/:id/deactivate': accountAction('deactivate', {}),
  'POST /api/admin/user/:id/activate': accountAction('activate', { deactivated: true }),
  'POST /api/admin/user/:id/unlink-google': accountAction('unlink-google', { googleSub: 'sub-matrix' }),
  'GET /api/admin/mail/undelivered': read('manageUsers'),
  'POST /api/admin/mail/:id/retry': {
    who: 'manageUsers',
    ok: 200,
    request: async (fx, cell) => ({ url: `/api/admin/mail/${cell.allowed ? await failedMail(fx) : 1}/retry` }),
  },
};

const CSV = { 'content-type': 'text/csv' };

let closures = 0;
/** A day of its own in 2027 closing the spare room (nothing books it), so closures never overlap. */
function closureOfSpareRoom(fx: MatrixFixture) {
  const day = new Date(Date.UTC(2027, 0, 4) + closures++ * 86_400_000).toISOString().slice(0, 10);
  return { starts_at: `${day}T00:00:00+05:30`, ends_at: `${day}T12:00:00+05:30`, scope: 'rooms', room_ids: [fx.spareRoomId] };
}

/** A closure stored directly (as the create route would); its id. */
async function storedClosure(fx: MatrixFixture): Promise<number> {
  const c = closureOfSpareRoom(fx);
  const row = await fx.ctx.app.db
    .insertInto('blackouts')
    .values({ starts_at: c.starts_at, ends_at: c.ends_at, scope: 'rooms', room_ids: c.room_ids, reason: 'Matrix closure' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A request's mail to the deans, given up on (so super_admin may retry it); its id. */
async function failedMail(fx: MatrixFixture): Promise<number> {
  await fx.bookingBy('rb_faculty');
  const row = await fx.ctx.app.db
    .updateTable('mail_outbox')
    .set({ status: 'failed' })
    .where('id', '=', (eb) => eb.selectFrom('mail_outbox').select((e) => e.fn.max('id').as('id')))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
