/** The day grid (DESIGN.md §10): one component that Book a Room and Manage Bookings both show. */
export { DayGridView } from './DayGridView';
export type { GridPick, OnOpenBooking, OnPick } from './types';
