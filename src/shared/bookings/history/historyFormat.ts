import { campusWall, dateLabelWithWeekday, INVALID_DATE } from '../campusFormat';

/** When a change happened, e.g. "Wed, Mar 4, 2026, 09:30" in campus time. */
export function historyTimeLabel(value: string, tz: string): string {
  const wall = campusWall(value, tz);
  return wall ? `${dateLabelWithWeekday(wall.date, wall.day)}, ${wall.time}` : INVALID_DATE;
}
