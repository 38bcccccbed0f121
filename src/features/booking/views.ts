import { preloadable } from '@shared/lazy/preloadable';

/**
 * Book a Room's two views, each code of its own (the grid does not wait for the date calendars,
 * nor "By room" for the grid). A small module of its own so that routes.tsx can start the one a
 * URL opens beside the page's code, in the first code every page loads.
 */
export const bookRoomViews = {
  room: preloadable(
    () => import('./BookRoomView'),
    (m) => m.BookRoomView,
  ),
  grid: preloadable(
    () => import('./grid/BookFromGrid'),
    (m) => m.BookFromGrid,
  ),
};
