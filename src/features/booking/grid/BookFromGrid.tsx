import { useState } from 'react';
import { DayGridView, type GridPick } from '@shared/day-grid';
import { OnceOpened } from '@shared/layout/OnceOpened';
import { preloadable } from '@shared/lazy/preloadable';
import { usePreloadWhenIdle } from '@shared/lazy/usePreloadWhenIdle';
import { useCan } from '@shared/session/useCurrentUser';

/**
 * The booking form's code (dialog, form, date library, the "book for" picker): about 150 kB that
 * the grid's first rows do not wait for (docs/decisions/0237). It loads once the browser is idle
 * after the grid is drawn, so a click on a free cell finds it in, and at the latest on that click.
 */
const bookingDialog = preloadable(
  () => import('./GridBookingDialog'),
  (m) => m.GridBookingDialog,
);
const GridBookingDialog = bookingDialog.Component;

/** Book a Room's "Day grid" view: a free time chosen in the grid opens the booking form. */
export function BookFromGrid() {
  const [pick, setPick] = useState<GridPick | null>(null);
  // Administrators may book earlier today (DESIGN.md §5), as on the timeline.
  const bookPast = useCan('manageBookings');
  usePreloadWhenIdle(bookingDialog);
  return (
    <>
      <DayGridView onPick={setPick} bookPast={bookPast} />
      <OnceOpened opened={pick !== null}>
        <GridBookingDialog pick={pick} onClose={() => setPick(null)} />
      </OnceOpened>
    </>
  );
}
