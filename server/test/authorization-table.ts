import type { Role } from '../src/contracts/roles';
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
  payload?: object;
  /** A session other than the role's shared one (logout must not end that one). */
  cookie?: string;
}

export interface Entry {
  who: Audience;
  /** The answer to an allowed, valid request. */
  ok: 200 | 201;
  request?: (fx: MatrixFixture, cell: Cell) => MatrixRequest | Promise<MatrixRequest>;
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
const cancelBooking = (base: string, owner: Role | 'self') => async (fx: MatrixFixture, cell: Cell) =>
  ({ url: (await ownBooking(fx, cell, owner, base)).url });

const seriesUrl = async (fx: MatrixFixture, cell: Cell) => {
  const series = cell.allowed ? await fx.seriesBy('super_admin') : { id: 1, monday: fx.nextMonday() };
  return { url: `/api/faculty/bookings/recurring/${series.id}`, monday: series.monday };
};

const decide = (make: (fx: MatrixFixture) => Promise<number>, status: 'approved' | 'rejected') =>
  async (fx: MatrixFixture, cell: Cell) => ({ payload: { request_id: cell.allowed ? await make(fx) : 1, status } });

const ighDecision = decide((fx) => fx.ighRequest(), 'rejected');

/** Every API route (METHOD and path as registered) → who may call it and a request to prove it. */
export const AUTHORIZATION_TABLE: Record<string, Entry> = {
  'GET /api/health': read('public'),
  'GET /api/config': read('public'),
  'GET /api/openapi.json': read('public'),
  'POST /api/auth/demo': { who: 'public', ok: 200, request: () => ({ payload: { email: DEMO.clubs } }) },
  'POST /api/login': {
    who: 'public', ok: 200,
    request: async (fx) => {
      const email = `${fx.unique('matrix').replace(' ', '.')}@campus.example`;
      return { payload: { id_token: await fx.google.sign({ email, sub: `sub-${email}` }) } };
    },
  },
  'POST /api/logout': {
    who: 'public', ok: 200,
    request: async (fx, cell) => ({ cookie: cell.role ? await loginAs(fx.ctx.app, ROLE_EMAIL[cell.role]) : undefined }),
  },
  'GET /api/auth/me': read('user'),
  'GET /api/stats': read('user'),
  'GET /api/faculty/pastbookings': read('user'),
  'POST /api/igh/booking_requests': { who: 'user', ok: 201, request: (fx) => ({ payload: fx.ighBody() }) },

  'GET /api/faculty/getrooms': read('book'),
  'POST /api/faculty/getbookedslots': {
    who: 'book', ok: 200, request: (fx) => ({ payload: { room_ids: [fx.roomId], start_date: '2026-03-09', end_date: '2026-03-15' } }),
  },
  'POST /api/faculty/bookroom': {
    who: 'book', ok: 201, request: (fx) => ({ payload: { room_id: fx.roomId, purpose: 'Matrix booking', ...fx.nextSlot() } }),
  },
  'GET /api/faculty/bookings': read('book'),
  'PUT /api/faculty/bookings/:id': { who: 'book', ok: 200, request: editBooking('/api/faculty/bookings', 'self') },
  'DELETE /api/faculty/bookings/:id': { who: 'book', ok: 200, request: cancelBooking('/api/faculty/bookings', 'self') },

  'POST /api/faculty/bookroom/recurring': { who: 'recurring', ok: 201, request: (fx) => ({ payload: fx.seriesBody(fx.nextMonday()) }) },
  'POST /api/bookings/recurring/confirm': {
    who: 'recurring', ok: 201,
    request: async (fx, cell) => {
      const draft = cell.allowed ? await fx.seriesBy(cell.role!, true) : { id: 1, monday: '2026-06-01' };
      return { payload: { recurring_booking_id: draft.id, skip_dates: [draft.monday] } };
    },
  },
  'PUT /api/faculty/bookings/recurring/:id': {
    who: 'manageBookings', ok: 200,
    request: async (fx, cell) => {
      const { url, monday } = await seriesUrl(fx, cell);
      return { url, payload: { purpose: 'Series moved', start_time: `${monday}T12:00:00+05:30`, end_time: `${monday}T13:00:00+05:30` } };
    },
  },
  'DELETE /api/faculty/bookings/recurring/:id': { who: 'manageBookings', ok: 200, request: async (fx, cell) => ({ url: (await seriesUrl(fx, cell)).url }) },

  'GET /api/admin/bookings': read('manageBookings', '/api/admin/bookings?page=1&limit=5&search=Matrix&sort=room'),
  'PUT /api/admin/bookings/:id': { who: 'manageBookings', ok: 200, request: editBooking('/api/admin/bookings', 'rb_faculty') },
  'DELETE /api/admin/bookings/:id': { who: 'manageBookings', ok: 200, request: cancelBooking('/api/admin/bookings', 'rb_faculty') },

  'GET /api/room_booking/room_requests': read('approveRooms'),
  'POST /api/room_booking/grant_approval': {
    who: 'approveRooms', ok: 200, request: decide(async (fx) => (await fx.bookingBy('rb_clubs')).id, 'approved'),
  },
  'GET /api/igh/booking_requests': read('approveGuestHouse'),
  'POST /api/igh/update_status': { who: 'approveGuestHouse', ok: 200, request: ighDecision },
  'POST /api/igh/update_status/': { who: 'approveGuestHouse', ok: 200, request: ighDecision },

  'GET /api/admin/rooms': read('manageRooms', '/api/admin/rooms?page=1&limit=5&room_name=Matrix'),
  'GET /api/admin/blocks': read('manageRooms'),
  'POST /api/admin/rooms': { who: 'manageRooms', ok: 200, request: (fx) => ({ payload: fx.roomBody(fx.unique('Matrix Room')) }) },
  'PUT /api/admin/rooms/:id': {
    who: 'manageRooms', ok: 200,
    request: (fx) => ({ url: `/api/admin/rooms/${fx.spareRoomId}`, payload: fx.roomBody(fx.unique('Matrix Spare Room')) }),
  },

  'GET /api/admin/users': read('manageUsers', '/api/admin/users?page=1&limit=5&name=a'),
  'GET /api/admin/user/access/all': read('manageUsers'),
  'POST /api/admin/user/:id': {
    who: 'manageUsers', ok: 200,
    request: async (fx) => {
      const { id, body } = await fx.userEdit();
      return { url: `/api/admin/user/${id}`, payload: body };
    },
  },
};
