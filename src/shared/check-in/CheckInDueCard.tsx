import { lazy, Suspense } from 'react';
import { useGetCheckInDueQuery } from './api';

// The card, its button and the check-in words load only when a booking is due (the Overview's first load, issue 34).
const CheckInDueList = lazy(() => import('./CheckInDueList').then((m) => ({ default: m.CheckInDueList })));

/** The Overview's "Check in" card: the user's bookings whose check-in is open or opens within the hour; nothing otherwise. */
export function CheckInDueCard() {
  const { data: bookings = [], isError } = useGetCheckInDueQuery();
  if (isError || bookings.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CheckInDueList bookings={bookings} />
    </Suspense>
  );
}
