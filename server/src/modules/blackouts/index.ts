/**
 * Closures (issue 15): creating, listing and deleting blackouts, and their affected bookings.
 * The closure rules every booking obeys are the bookings module's. The module's one door.
 */
export { blackoutRoutes } from './routes';
