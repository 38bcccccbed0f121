import type { InjectOptions } from 'fastify';
import type { Role } from '../src/contracts/roles';
import { startFakeGoogle, type FakeGoogle } from './fake-google';
import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from './helpers';

export const ROLE_EMAIL: Record<Role, string> = {
  super_admin: DEMO.superAdmin,
  rb_admin: DEMO.rbAdmin,
  rb_dean: DEMO.dean,
  rb_faculty: DEMO.faculty,
  rb_clubs: DEMO.clubs,
  igh: DEMO.igh,
};

export type Slot = { start_time: string; end_time: string };

/**
 * One seeded app for the authorization matrix, with a session per role, a Google
 * stand-in (so POST /api/login can succeed) and rooms of its own, so every allowed
 * request can be a valid one that changes state without clashing with another.
 */
export class MatrixFixture {
  private slotCount = 0;
  private weekCount = 0;
  private nameCount = 0;

  private constructor(
    readonly ctx: TestContext,
    readonly google: FakeGoogle,
    readonly cookies: Record<Role, string>,
    readonly blockId: number,
    readonly blockName: string,
  ) {}

  /** The room the matrix books in, and one it renames. */
  roomId = 0;
  spareRoomId = 0;

  static async start(): Promise<MatrixFixture> {
    const google = await startFakeGoogle(TEST_NOW);
    const ctx = await createTestApp({
      config: { googleClientId: google.clientId, googleJwksUrl: google.jwksUrl, allowedEmailDomains: ['campus.example'] },
    });
    const cookies = {} as Record<Role, string>;
    for (const [role, email] of Object.entries(ROLE_EMAIL)) cookies[role as Role] = await loginAs(ctx.app, email);
    const block = await ctx.app.db.selectFrom('blocks').select(['id', 'block_name']).orderBy('id').executeTakeFirstOrThrow();
    const fixture = new MatrixFixture(ctx, google, cookies, block.id, block.block_name);
    const room = async (name: string) =>
      (await fixture.expect(200, 200, { role: 'super_admin', method: 'POST', url: '/api/admin/rooms', payload: fixture.roomBody(name) }))
        .room.id as number;
    fixture.roomId = await room('Matrix Room');
    fixture.spareRoomId = await room('Matrix Spare Room');
    return fixture;
  }

  async close(): Promise<void> {
    await this.ctx.close();
    await this.google.close();
  }

  /** A request as `role` (no cookie for null). */
  inject(options: InjectOptions & { role: Role | null; cookie?: string }) {
    const { role, cookie, ...rest } = options;
    const session = cookie ?? (role ? this.cookies[role] : undefined);
    return this.ctx.app.inject({ ...rest, headers: { ...rest.headers, ...(session ? { cookie: session } : {}) } });
  }

  /** A set-up request that must succeed; returns its JSON body. */
  async expect(status: number, alt: number, options: Parameters<MatrixFixture['inject']>[0]) {
    const res = await this.inject(options);
    if (res.statusCode !== status && res.statusCode !== alt) {
      throw new Error(`set-up ${options.method} ${options.url} answered ${res.statusCode}: ${res.body}`);
    }
    return res.json();
  }

  unique(prefix: string): string {
    this.nameCount += 1;
    return `${prefix} ${this.nameCount}`;
  }

  /** Open to every booking role (access types decide who may book, issue 15), so each role's cell can book in it. */
  roomBody(name: string) {
    return { room_name: name, block_id: this.blockId, features: ['Projector'], capacity: 20, access: ['Student', 'Faculty'] };
  }

  /** A free one-hour slot in the matrix room: weekdays from Mon 9 March, 10:00–20:00 campus time. */
  nextSlot(): Slot {
    const n = this.slotCount++;
    const date = addDays('2026-03-09', Math.floor(n / 10));
    const hour = String(10 + (n % 10)).padStart(2, '0');
    const end = String(11 + (n % 10)).padStart(2, '0');
    return { start_time: `${date}T${hour}:00:00+05:30`, end_time: `${date}T${end}:00:00+05:30` };
  }

  /** A Monday from June on, one per call, for recurring series that clash with nothing. */
  nextMonday(): string {
    return addDays('2026-06-01', 7 * this.weekCount++);
  }

  /** A booking by `role` in a fresh slot; its id. */
  async bookingBy(role: Role): Promise<{ id: number } & Slot> {
    const slot = this.nextSlot();
    const body = await this.expect(201, 201, {
      role,
      method: 'POST',
      url: '/api/faculty/bookroom',
      payload: { room_id: this.roomId, purpose: 'Matrix booking', ...slot },
    });
    return { id: body.booking.id, ...slot };
  }

  /** A booking of `role`'s user stored directly (any role, booking or not: issue 35's history is the booker's); its id. */
  async storedBookingOf(role: Role): Promise<number> {
    const user = await this.ctx.app.db.selectFrom('users').select('id').where('email', '=', ROLE_EMAIL[role]).executeTakeFirstOrThrow();
    const row = await this.ctx.app.db
      .insertInto('bookings')
      .values({ room_id: this.roomId, user_id: user.id, purpose: 'Matrix history', status: 'confirmed', ...this.nextSlot() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A weekly series by `role` on a fresh Monday and Tuesday, 10:00–11:00; with `clashOnMonday` a draft. */
  async seriesBy(role: Role, clashOnMonday = false): Promise<{ id: number; monday: string }> {
    const monday = this.nextMonday();
    if (clashOnMonday) {
      const slot = { start_time: `${monday}T10:00:00+05:30`, end_time: `${monday}T11:00:00+05:30` };
      await this.expect(201, 201, {
        role: 'super_admin',
        method: 'POST',
        url: '/api/faculty/bookroom',
        payload: { room_id: this.roomId, purpose: 'Clash', ...slot },
      });
    }
    const body = await this.expect(clashOnMonday ? 200 : 201, 201, {
      role,
      method: 'POST',
      url: '/api/faculty/bookroom/recurring',
      payload: this.seriesBody(monday),
    });
    return { id: body.recurring_booking_id, monday };
  }

  /** Mondays and Tuesdays 10:00–11:00 in the week from `monday`. */
  seriesBody(monday: string) {
    const pattern = [1, 2].map((day_of_week) => ({ day_of_week, start_time: '10:00', end_time: '11:00' }));
    return { rooms: [this.roomId], purpose: 'Matrix series', weekly_pattern: pattern, start_date: monday, end_date: addDays(monday, 6) };
  }

  /** A seeded user who is not a demo account, and an edit that keeps them as they are. */
  async userEdit(): Promise<{ id: number; body: object }> {
    const user = await this.ctx.app.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'department', 'designation', 'phone', 'access'])
      .where('email', 'not in', Object.values(ROLE_EMAIL))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id, ...body } = user;
    return { id, body };
  }

  /** A user of the matrix's own (never a demo account): active, deactivated or bound to a Google subject. */
  async spareUser(options: { access?: string[]; deactivated?: boolean; googleSub?: string } = {}): Promise<{ id: number; email: string }> {
    const email = `${this.unique('spare').replace(' ', '.')}@campus.example`;
    const row = await this.ctx.app.db
      .insertInto('users')
      .values({
        email,
        name: email,
        access: options.access ?? [],
        deactivated_at: options.deactivated ? TEST_NOW : null,
        google_sub: options.googleSub ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email };
  }

  /** A room of the matrix's own for a state change (issue 15): active, or deactivated. */
  async spareRoom(options: { deactivated?: boolean } = {}): Promise<number> {
    const row = await this.ctx.app.db
      .insertInto('rooms')
      .values({
        room_name: this.unique('Matrix Lifecycle Room'),
        block_id: this.blockId,
        deactivated_at: options.deactivated ? TEST_NOW : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A rooms CSV (issue 31) of one room in the matrix's block. */
  roomsFile(name: string): string {
    return `room_name,block_name,capacity\r\n${name},${this.blockName},20\r\n`;
  }

  /** A committed import of a room of its own (by super_admin), to undo; its id. */
  async roomsImport(): Promise<number> {
    const url = '/api/admin/imports?kind=rooms';
    const payload = this.roomsFile(this.unique('Matrix Undo Room'));
    return (await this.expect(201, 201, { role: 'super_admin', method: 'POST', url, payload, headers: { 'content-type': 'text/csv' } })).id;
  }

  /** Issue 32: a confirmed booking of `role`'s user starting 10 minutes from TEST_NOW, in a room of its own that requires check-in; its id. */
  async checkInReady(role: Role): Promise<number> {
    const db = this.ctx.app.db;
    const room = await db
      .insertInto('rooms')
      .values({ room_name: this.unique('Matrix Check-in Room'), block_id: this.blockId, check_in_required: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select('id').where('email', '=', ROLE_EMAIL[role]).executeTakeFirstOrThrow();
    const start = new Date(TEST_NOW.getTime() + 10 * 60_000);
    const row = await db
      .insertInto('bookings')
      .values({
        room_id: room.id,
        user_id: user.id,
        purpose: 'Matrix check-in',
        start_time: start,
        end_time: new Date(start.getTime() + 60 * 60_000),
        status: 'confirmed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Issue 32: a taken slot in the matrix room (booked by super_admin) for `role` to wait for; the join's body. */
  async waitlistBody(): Promise<{ room_id: number } & Slot> {
    const slot = await this.bookingBy('super_admin');
    return { room_id: this.roomId, start_time: slot.start_time, end_time: slot.end_time };
  }

  /** Issue 32: an open waitlist entry of `role`'s; its id. */
  async waitlistEntry(role: Role): Promise<number> {
    const body = await this.expect(201, 201, { role, method: 'POST', url: '/api/waitlist', payload: await this.waitlistBody() });
    return body.entry.id;
  }

  /** A block of the matrix's own to rename. */
  async spareBlock(): Promise<number> {
    const row = await this.ctx.app.db
      .insertInto('blocks')
      .values({ block_name: this.unique('Matrix Block') })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A pending guest-house request; its id. */
  async ighRequest(): Promise<number> {
    const body = await this.expect(201, 201, {
      role: 'rb_faculty',
      method: 'POST',
      url: '/api/igh/booking_requests',
      payload: this.ighBody(),
    });
    return body.data.id;
  }

  ighBody() {
    return { customer_name: 'Matrix Guest', age: 50, relation_with_student: 'Father', check_in: '2026-03-20', check_out: '2026-03-22' };
  }
}

export function addDays(date: string, days: number): string {
  const t = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
