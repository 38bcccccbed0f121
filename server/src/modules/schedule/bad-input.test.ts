import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { getSchedule } from '../../../test/schedule-kit';
import { SCHEDULE_WINDOW_MESSAGES } from './window';

let ctx: TestContext;
let faculty: string;
beforeAll(async () => {
  ctx = await createTestApp();
  faculty = await loginAs(ctx.app, DEMO.faculty);
});
afterAll(() => ctx.close());

describe('GET /api/schedule: malformed parameters are a 400 naming the parameter', () => {
  it.each([
    ['date=2026-03-10&days=0', 'days must be >= 1'],
    ['date=2026-03-10&days=8', 'days must be <= 7'],
    ['date=2026-03-10&days=1.5', 'days must be an integer'],
    ['date=2026-03-10&limit=201', 'limit must be <= 200'],
    ['date=2026-03-10&limit=0', 'limit must be >= 1'],
    ['date=2026-03-10&page=0', 'page must be >= 1'],
    ['date=2026-03-10&block_id=abc', 'block_id must be an integer'],
    ['date=2026-03-10&min_capacity=0', 'min_capacity must be >= 1'],
    ['date=2026-03-10&features=', 'features.0 must NOT have fewer than 1 characters'],
    ['date=2026-03-10&date=2026-03-11', 'date must be a string'],
    ['date=2026-03-10&room=3', 'Unknown field "room" in querystring'],
    ['days=1', 'date is required'],
    ['date=2026-02-30', SCHEDULE_WINDOW_MESSAGES.badDate],
    ['date=2025-02-29&days=7', SCHEDULE_WINDOW_MESSAGES.badDate],
    ['date=9999-12-31&days=7', SCHEDULE_WINDOW_MESSAGES.outOfRange],
    ['date=0001-01-01', SCHEDULE_WINDOW_MESSAGES.outOfRange],
  ])('%s → %s', async (query, message) => {
    const res = await getSchedule(ctx.app, faculty, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each(['abc', '2026-3-10', '20260310', '%00'])('date=%s is refused naming date', async (date) => {
    const res = await getSchedule(ctx.app, faculty, `date=${date}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^date /);
  });

  it('answers the edges of the dates it takes', async () => {
    for (const query of ['date=1970-01-01', 'date=9998-12-31&days=7', 'date=2026-03-10&page=1000000&limit=200']) {
      expect((await getSchedule(ctx.app, faculty, query)).statusCode).toBe(200);
    }
  });
});
