/** Manage Bookings (SPEC.md §9): the list, its CSV export, edits, deletes and bulk actions. The module's one door. */
export { adminBookingRoutes } from './routes';
export { adminBookingBulkRoutes } from './bulk-routes';
export { bookerRoutes } from './bookers';
