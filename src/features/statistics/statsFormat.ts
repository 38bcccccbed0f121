import { minutesToTime } from '@contracts/booking-limits';
import { timeText } from '@contracts/campus-format';
import type { RoomUsage, UsageStats } from '@contracts/stats';

/** Occupancy as a percentage with one decimal, e.g. 0.2679 → "26.8 %". */
export const percent = (ratio: number) => `${(Math.round(ratio * 1000) / 10).toLocaleString('en-US')} %`;

/** Hours with at most one decimal and thousands separators, e.g. 1234.25 → "1,234.3 h". */
export const hours = (value: number) => `${(Math.round(value * 10) / 10).toLocaleString('en-US')} h`;

/** Minutes as "45 min", "3 h 20 min" or "2 d 4 h" (the median time to a decision). */
export function duration(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return m % 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m / 60} h`;
  const h = Math.round(m / 60);
  return h % 24 ? `${Math.floor(h / 24)} d ${h % 24} h` : `${h / 24} d`;
}

/** Nothing happened in the period: no confirmed time and no request. */
export const isEmptyPeriod = (stats: UsageStats) => stats.totals.booked_hours === 0 && stats.requests.made === 0;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "09:00 AM" for hour 9, "02:00 PM" for hour 14: the one time format (issue 35). */
export const hourLabel = (hour: number) => timeText(minutesToTime(hour * 60));

/** How many rooms the per-room chart draws; the table beside it lists every room. */
export const ROOM_CHART_LIMIT = 20;

/** The block names by id, from the answer's block list (a room carries only its block's id). */
export const blockNames = (stats: UsageStats) => new Map(stats.blocks.map((b) => [b.block_id, b.block_name]));

/** A label for a room in charts and their tables: its name and block. */
export const roomLabel = (room: RoomUsage, blocks: Map<number, string>) => `${room.room_name} (${blocks.get(room.block_id) ?? ''})`;

/** The axis end: the highest bar rounded up (to a whole percent below 10 %, to tens above), so low figures stay visible. */
export function axisMax(percents: number[]): number {
  const top = Math.max(0, ...percents);
  return top <= 10 ? Math.max(1, Math.ceil(top)) : Math.min(100, Math.ceil(top / 10) * 10);
}
