import { useState } from 'react';
import { DayGridView, type GridPick } from '@shared/day-grid';
import { useCan } from '@shared/session/useCurrentUser';
import { GridBookingDialog } from './GridBookingDialog';

/** Book a Room's "Day grid" view: a free time chosen in the grid opens the booking form. */
export function BookFromGrid() {
  const [pick, setPick] = useState<GridPick | null>(null);
  // Administrators may book earlier today (DESIGN.md §5), as on the timeline.
  const bookPast = useCan('manageBookings');
  return (
    <>
      <DayGridView onPick={setPick} bookPast={bookPast} />
      <GridBookingDialog pick={pick} onClose={() => setPick(null)} />
    </>
  );
}
