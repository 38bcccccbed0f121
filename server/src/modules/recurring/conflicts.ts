import type { ConflictItem } from '../../contracts/recurring';
import type { Occurrence } from './expand';

/** A stored booking that overlaps occurrence number `index` of a list. */
export interface Clash {
  index: number;
  user_name: string;
  purpose: string;
}

/** SPEC.md's conflict items: one per clashing occurrence, in the occurrences' order. */
export function toConflictItems(occurrences: readonly Occurrence[], clashes: readonly Clash[]): ConflictItem[] {
  const byIndex = new Map<number, Clash[]>();
  for (const clash of clashes) byIndex.set(clash.index, [...(byIndex.get(clash.index) ?? []), clash]);
  return [...byIndex.keys()]
    .sort((a, b) => a - b)
    .map((index) => {
      const o = occurrences[index];
      return {
        date: o.date,
        day_of_week: o.day_of_week,
        time_slot: `${o.start_time}-${o.end_time}`,
        conflicting_bookings: byIndex.get(index)!.map(({ user_name, purpose }) => ({ user_name, purpose })),
      };
    });
}
