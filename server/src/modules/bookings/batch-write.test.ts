import { sql } from 'kysely';
import { createTestApp, DEMO, TEST_NOW, type TestContext } from '../../../test/helpers';
import { createTestRoom } from '../../../test/booking-kit';
import { invitesOf } from '../calendar/invites';
import type { EventPayload } from '../events';
import { renderMail } from '../mail/render';
import type { BookingContext } from './context';
import { cancelBatch, writeBatch } from './batch-write';
import { toAuditSnapshot } from './projections';
import { findBookingRecords } from './records';

/** Issue 31: the batch writer's audit rows are made by the database; they must read as the module's own. */
let ctx: TestContext;
let booking: BookingContext;
let room: number;
let faculty: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await ctx.app.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'access'])
    .where('email', '=', DEMO.rbAdmin)
    .executeTakeFirstOrThrow();
  booking = { db: ctx.app.db, tz: ctx.app.config.campusTz, now: TEST_NOW, actor: { ...admin, picture: '' } };
  room = await createTestRoom(ctx.database, 'Batch Room');
  faculty = (await ctx.app.db.selectFrom('users').select('id').where('email', '=', DEMO.faculty).executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

const storeImport = (trx: Parameters<Parameters<typeof writeBatch>[1]['accept']>[0]) =>
  trx
    .insertInto('imports')
    .values({
      kind: 'bookings',
      file_name: null,
      created_by: booking.actor.id,
      created_at: TEST_NOW,
      row_count: 1,
      created_count: 2,
      updated_count: 0,
      unchanged_count: 0,
      skipped_count: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);

const auditsOf = (action: string) =>
  ctx.app.db.selectFrom('audit_log').select(['entity_id', 'before', 'after']).where('action', '=', action).orderBy('entity_id').execute();

it('writes audit rows holding the snapshot toAuditSnapshot makes, one summary event per booker, and undoes them the same way', async () => {
  const slot = (day: number) => ({
    room_id: room,
    user_id: faculty,
    purpose: 'It\'s "quoted", {braced} & long',
    start: new Date(Date.UTC(2026, 4, day, 4, 30)),
    end: new Date(Date.UTC(2026, 4, day, 5, 45)),
  });
  const { importId, created } = await writeBatch(booking, { items: [slot(4), slot(5)], accept: storeImport });
  expect(created).toBe(2);
  const records = await findBookingRecords(
    ctx.app.db,
    (await ctx.app.db.selectFrom('bookings').select('id').where('import_id', '=', importId).execute()).map((b) => b.id),
  );
  expect(records.map((r) => r.purpose)).toEqual(['It\'s "quoted", {braced} & long', 'It\'s "quoted", {braced} & long']);
  const audits = await auditsOf('booking.import');
  expect(audits).toEqual(
    records.map((r) => ({ entity_id: String(r.id), before: null, after: { ...toAuditSnapshot(r), import_id: importId } })),
  );
  const events = await ctx.app.db
    .selectFrom('events')
    .select(['entity', 'entity_id', 'payload'])
    .where('kind', '=', 'import.booked')
    .execute();
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ entity: 'import', entity_id: importId });
  expect(events[0].payload).toMatchObject({
    audience: 'owner',
    owner: { id: faculty },
    bookings: [],
    summary: {
      import_id: importId,
      import_date: '2026-03-04',
      count: 2,
      first_date: '2026-05-04',
      last_date: '2026-05-05',
      rooms: ['Batch Room (Academic Block A)'],
    },
  });
  const mail = renderMail(events[0].payload as EventPayload, 'https://rooms.campus.example');
  expect(mail.subject).toBe('Timetable imported: 2 bookings');
  expect(mail.text).toContain('2 bookings were added for you by the timetable import of Mar 04, 2026.');
  expect(mail.text).toContain('Bookings: 2 bookings, Mon, May 04, 2026 to Tue, May 05, 2026\nRooms: Batch Room (Academic Block A)');
  expect(invitesOf(events[0].payload as EventPayload, faculty, { publicUrl: 'https://x', from: 'rooms@campus.example' })).toEqual([]);

  const undone = await cancelBatch(booking, { importId, importDate: '2026-03-04', reason: 'Undone' }, async () => {});
  expect(undone).toEqual({ cancelled: 2, started: 0, notLive: 0 });
  const after = await findBookingRecords(
    ctx.app.db,
    records.map((r) => r.id),
  );
  expect(await auditsOf('booking.import_undo')).toEqual(
    after.map((r, k) => ({
      entity_id: String(r.id),
      before: { ...toAuditSnapshot(records[k]) },
      after: { ...toAuditSnapshot(r), import_id: importId },
    })),
  );
  const told = await sql<{
    n: number;
  }>`select count(*)::int as n from notifications where kind = 'import.cancelled' and user_id = ${faculty}`.execute(ctx.app.db);
  expect(told.rows[0].n).toBe(1);
});
