import type { ScheduleBooking, ScheduleRoom } from '@contracts/schedule';
import type { GridFilters } from './gridParams';

/** A time a user chose in the grid or the agenda: the booking form opens with it. */
export interface GridPick {
  room: ScheduleRoom;
  /** Campus date YYYY-MM-DD and wall-clock times HH:mm. */
  date: string;
  start: string;
  end: string;
}

export type OnPick = (pick: GridPick) => void;
export type OnOpenBooking = (booking: ScheduleBooking, room: ScheduleRoom) => void;

/** What the grid and the phone's agenda draw: the rooms the filters select on their day, and what a user may do there. */
export interface DayViewProps {
  filters: GridFilters;
  tz: string;
  now: number;
  /** Administrators may book earlier today (DESIGN.md §5): nothing is past for their picks. */
  bookPast?: boolean;
  /** Opens the booking form for a free time; without it free cells only say "free". */
  onPick?: OnPick;
  /** Opens a booking (Manage Bookings' edit dialog). */
  onOpenBooking?: OnOpenBooking;
}
