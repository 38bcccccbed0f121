import { campusDayRange } from './time';
import { offsetPieces } from './campus-offsets';

const period = (from: string, to: string, tz: string) => offsetPieces(campusDayRange(from, tz).start, campusDayRange(to, tz).end, tz);
const utc = (iso: string) => Date.parse(iso);

describe('offsetPieces', () => {
  it('is one piece in a zone without clock changes', () => {
    expect(period('2025-01-01', '2026-12-30', 'Asia/Kolkata')).toEqual([{ fromMs: utc('2024-12-31T18:30:00Z'), offsetSeconds: 19_800 }]);
  });

  it('finds each clock change to the minute over two years', () => {
    expect(period('2025-06-01', '2027-05-31', 'Europe/Berlin')).toEqual([
      { fromMs: utc('2025-05-31T22:00:00Z'), offsetSeconds: 7_200 },
      { fromMs: utc('2025-10-26T01:00:00Z'), offsetSeconds: 3_600 },
      { fromMs: utc('2026-03-29T01:00:00Z'), offsetSeconds: 7_200 },
      { fromMs: utc('2026-10-25T01:00:00Z'), offsetSeconds: 3_600 },
      { fromMs: utc('2027-03-28T01:00:00Z'), offsetSeconds: 7_200 },
    ]);
  });

  it('catches a change in the last hours of a period, and a half-hour zone', () => {
    // Lord Howe Island moves by 30 minutes, at 02:00 local on the first Sunday of October.
    expect(period('2026-10-04', '2026-10-04', 'Australia/Lord_Howe')).toEqual([
      { fromMs: utc('2026-10-03T13:30:00Z'), offsetSeconds: 37_800 },
      { fromMs: utc('2026-10-03T15:30:00Z'), offsetSeconds: 39_600 },
    ]);
    expect(period('2026-03-07', '2026-03-08', 'America/Los_Angeles').map((p) => p.offsetSeconds)).toEqual([-28_800, -25_200]);
  });
});
