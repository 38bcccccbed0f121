/** Campus wall-clock reading of an instant. (Shared with the client, which formats list times with it.) */
export interface WallClock {
  date: string;
  time: string;
  /** 0 = Sunday. */
  day: number;
}

export interface CampusClock {
  wall(instant: Date): WallClock;
  /** ISO-8601 with the campus offset at that instant, e.g. 2026-01-05T10:00:00+05:30. */
  iso(instant: Date): string;
  /** The instant of a wall-clock time; a time a clock change skips comes back as another wall time (check with wall()). */
  instant(date: string, time: string): Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Campus time conversions for hundreds of instants at once (a series' dates, a list's
 * times). dayjs' timezone plugin costs about a millisecond per call; one cached Intl
 * formatter costs microseconds, which keeps a 260-date series well under a second.
 */
export function createCampusClock(tz: string): CampusClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const fields = (ms: number) => {
    const p: Record<string, number> = {};
    for (const part of format.formatToParts(new Date(ms))) if (part.type !== 'literal') p[part.type] = Number(part.value);
    return p;
  };
  /** Wall-clock minus UTC, in ms, at an instant (whole minutes). */
  const offset = (ms: number) => {
    const p = fields(ms);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(ms / 60_000) * 60_000;
  };
  // Offsets change only at clock changes, which fall on quarter hours of UTC (whole-minute
  // local times, offsets in quarter hours). A UTC day whose two ends share an offset has it
  // throughout (clock changes are months apart); only the day of a change is read by the
  // quarter hour. formatToParts costs ~8 µs a call: 1,300 times per availability answer
  // before this (docs/PERFORMANCE.md).
  const DAY_MS = 86_400_000;
  const QUARTER_MS = 15 * 60_000;
  const days = new Map<number, number | null>();
  const quarters = new Map<number, number>();
  const remembered = <K, V>(cache: Map<K, V>, key: K, read: () => V): V => {
    if (cache.has(key)) return cache.get(key)!;
    if (cache.size > 50_000) cache.clear();
    const value = read();
    cache.set(key, value);
    return value;
  };
  const cachedOffset = (ms: number) => {
    const day = Math.floor(ms / DAY_MS);
    const whole = remembered(days, day, () => {
      const first = offset(day * DAY_MS);
      return first === offset((day + 1) * DAY_MS - QUARTER_MS) ? first : null;
    });
    if (whole !== null) return whole;
    const quarter = Math.floor(ms / QUARTER_MS);
    return remembered(quarters, quarter, () => offset(quarter * QUARTER_MS));
  };
  /** The wall clock as a UTC-read Date: its getUTC* fields are the campus date and time. */
  const wallDate = (ms: number) => new Date(ms + cachedOffset(ms));
  const dateText = (w: Date) => `${String(w.getUTCFullYear()).padStart(4, '0')}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
  return {
    iso(instant) {
      const ms = instant.getTime();
      const w = wallDate(ms);
      const minutes = cachedOffset(ms) / 60_000;
      const abs = Math.abs(minutes);
      const sign = minutes < 0 ? '-' : '+';
      return `${dateText(w)}T${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    },
    wall(instant) {
      const w = wallDate(instant.getTime());
      return { date: dateText(w), time: `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`, day: w.getUTCDay() };
    },
    instant(date, time) {
      const asUtc = Date.parse(`${date}T${time}:00Z`);
      // Two passes: the offset at the first guess may differ across a clock change.
      const guess = asUtc - offset(asUtc);
      return new Date(asUtc - offset(guess));
    },
  };
}

const clocks = new Map<string, CampusClock>();

/** The clock of a time zone, made once (an Intl formatter is costly to build). */
export function campusClock(tz: string): CampusClock {
  let clock = clocks.get(tz);
  if (!clock) clocks.set(tz, (clock = createCampusClock(tz)));
  return clock;
}
