import { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES } from '../../contracts/import-columns';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { countOf, csv, postImport } from '../../../test/imports-kit';
import { decodeUtf8, firstInvalidUtf8 } from './upload';

/** Issue 31: the file as a whole — size, encoding, media type and columns — before any row is read. */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.superAdmin);
});
afterAll(() => ctx.close());

const ROOMS_HEADER = 'room_name,block_name,capacity,features,access';

describe('size', () => {
  it('a body over 20 MB is refused with 413 before it is read', async () => {
    const big = `${ROOMS_HEADER}\r\n${'x'.repeat(IMPORT_MAX_BYTES)}`;
    const res = await postImport(ctx.app, admin, 'rooms', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is larger than 20 MB. Split it into smaller files and import each.' });
  });

  it('a body sent without a length is counted as it is read, and refused past 20 MB', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const stream = Readable.from(
      (function* () {
        for (let i = 0; i <= 20; i++) yield chunk;
      })(),
    );
    const read = async () => {
      for await (const text of decodeUtf8(stream)) void text;
    };
    await expect(read()).rejects.toMatchObject({ statusCode: 413 });
  });
});

describe('encoding', () => {
  it('a UTF-8 byte-order mark is fine', async () => {
    const res = await postImport(ctx.app, admin, 'rooms', `\uFEFF${ROOMS_HEADER}\r\nBOM Room,Library Block,,,\r\n`, { dryRun: true });
    expect(res.json()).toMatchObject({ rows: 1, created: 1, errors: [] });
  });

  it('bytes that are not UTF-8 (Windows-1252 here) are a 400 naming the line', async () => {
    const latin1 = Buffer.concat([
      Buffer.from(`${ROOMS_HEADER}\r\nRoom 1,Library Block,,,\r\nCaf`),
      Buffer.from([0xe9]),
      Buffer.from(' Room,Library Block,,,\r\n'),
    ]);
    const res = await postImport(ctx.app, admin, 'rooms', latin1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        'The file is not UTF-8 text: line 3 holds bytes that are not UTF-8 (the file may be saved as Windows-1252 or Latin-1). Save it as "CSV UTF-8" and upload it again.',
    });
  });

  it('UTF-16 is named as such', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${ROOMS_HEADER}\r\n`, 'utf16le')]);
    const res = await postImport(ctx.app, admin, 'rooms', utf16);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file is UTF-16 text, not UTF-8. Save it as "CSV UTF-8" and upload it again.');
  });

  it('a spreadsheet workbook or a PDF is named as what it is', async () => {
    const starts: [number[], string][] = [
      [[0x50, 0x4b, 0x03, 0x04, 0x14, 0x00], 'a zip archive (an Excel .xlsx or OpenDocument spreadsheet is one)'],
      [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1], 'an Excel .xls workbook'],
      [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0xc7, 0xec], 'a PDF document'],
    ];
    for (const [bytes, what] of starts) {
      const res = await postImport(ctx.app, admin, 'rooms', Buffer.concat([Buffer.from(bytes), Buffer.alloc(64, 0x9c)]));
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { message: `The file is not text: it is ${what}. Save it as "CSV UTF-8" and upload it again.` },
      ]);
    }
  });

  it('finds the first byte that cannot be UTF-8, skipping a sequence the previous chunk began', () => {
    expect(firstInvalidUtf8(Buffer.from('plain ascii'))).toBe(-1);
    expect(firstInvalidUtf8(Buffer.from('é€😀'))).toBe(-1);
    expect(firstInvalidUtf8(Buffer.from([0x41, 0xe9, 0x41]))).toBe(1);
    expect(firstInvalidUtf8(Buffer.from([0x82, 0xac, 0x41, 0xc0, 0x80]))).toBe(3);
    expect(firstInvalidUtf8(Buffer.from([0x41, 0xe2, 0x82]))).toBe(-1);
  });
});

describe('columns and format', () => {
  it('missing required columns are a 400 naming them', async () => {
    const res = await postImport(ctx.app, admin, 'bookings', 'room_name,purpose\r\nA,B\r\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Missing columns: block_name, booker_email, start_date, start_time, end_time. The first row names the columns: room_name, block_name, booker_email, purpose, start_date, end_date, weekdays, start_time, end_time, skip_dates.',
    );
  });

  it('unknown columns are a 400 naming them; headers match ignoring case and spaces', async () => {
    const res = await postImport(ctx.app, admin, 'rooms', 'Room Name,BLOCK_NAME,Colour,Floor\r\nA,Library Block,red,2\r\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown columns: Colour, Floor. The columns are: room_name, block_name, capacity, features, access.');
    const fine = await postImport(ctx.app, admin, 'rooms', 'Room Name,BLOCK_NAME\r\nHeader Case Room,Library Block\r\n', { dryRun: true });
    expect(fine.json()).toMatchObject({ created: 1 });
  });

  it('a file separated by semicolons is told how to save it', async () => {
    const res = await postImport(ctx.app, admin, 'rooms', 'room_name;block_name\r\nA;B\r\n');
    expect(res.json().message).toMatch(/^The columns seem to be separated by ";"/);
  });

  it('a file that is not CSV is a 400 naming the row; an empty one says so', async () => {
    const res = await postImport(ctx.app, admin, 'rooms', `${ROOMS_HEADER}\r\nA,Library Block,,,\r\n"Unclosed,Library Block,,,\r\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The file is not valid CSV: a quoted cell is not closed (row 3).' });
    const empty = await postImport(ctx.app, admin, 'rooms', '');
    expect(empty.json()).toEqual({ message: 'The file is empty.' });
  });

  it('a body that is not a file (JSON, a form, plain text, none named) is 415 saying what to send; nothing is written', async () => {
    const before = await countOf(ctx.app, 'imports');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/imports?kind=rooms',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: { room_name: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: 'Send the file itself as the request body, as text/csv (or text/calendar for a timetable).' });
    const mediaType = { message: 'Send the file itself as the request body, as text/csv (or text/calendar for a timetable).' };
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'application/octet-stream']) {
      const other = await postImport(ctx.app, admin, 'rooms', 'a=1', { contentType });
      expect([other.statusCode, other.json()]).toEqual([415, mediaType]);
    }
    const unnamed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/imports?kind=rooms',
      headers: { cookie: admin },
      payload: 'a',
    });
    expect([unnamed.statusCode, unnamed.json()]).toEqual([415, mediaType]);
    // Other routes keep their own answer.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blocks',
      headers: { cookie: admin, 'content-type': 'text/plain' },
      payload: 'a',
    });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([415, { message: 'Send the request body as application/json.' }]);
    expect(await countOf(ctx.app, 'imports')).toBe(before);
  });

  it('cells with control characters are errors of their row, never stored', async () => {
    const res = await postImport(ctx.app, admin, 'rooms', csv(ROOMS_HEADER.split(','), ['Bell\u0007 Room', 'Library Block', '', '', '']));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ row: 2, field: 'room_name', message: 'cannot contain control characters' }]);
  });
});

it('a caller without the right is refused before the file is read: 401 without a session, 403 for other roles', async () => {
  const big = 'x'.repeat(IMPORT_MAX_BYTES + 1);
  const anonymous = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/imports?kind=rooms',
    headers: { 'content-type': 'text/csv' },
    payload: big,
  });
  expect(anonymous.statusCode).toBe(401);
  for (const email of [DEMO.faculty, DEMO.clubs, DEMO.dean, DEMO.igh]) {
    const cookie = await loginAs(ctx.app, email);
    expect((await postImport(ctx.app, cookie, 'bookings', big)).statusCode).toBe(403);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/imports', headers: { cookie } });
    expect(list.statusCode).toBe(403);
  }
});
