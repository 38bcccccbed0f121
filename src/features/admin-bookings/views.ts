import { preloadable } from '@shared/lazy/preloadable';

/**
 * Manage Bookings' schedule view, code of its own (the list, the default, does not load the
 * grid). A small module so that routes.tsx can start it beside the page's code.
 */
export const adminScheduleView = preloadable(
  () => import('./AdminScheduleView'),
  (m) => m.AdminScheduleView,
);
