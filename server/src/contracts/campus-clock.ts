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
    timeZone: tz, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
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
  return {
    iso(instant) {
      const ms = instant.getTime();
      const p = fields(ms);
      const minutes = (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000) / 60_000;
      const abs = Math.abs(minutes);
      const offset = `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
      return `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${offset}`;
    },
    wall(instant) {
      const p = fields(instant.getTime());
      const date = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
      return { date, time: `${pad(p.hour)}:${pad(p.minute)}`, day: new Date(`${date}T00:00:00Z`).getUTCDay() };
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
