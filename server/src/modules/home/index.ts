/** The Overview's counts and recent bookings. The module's one door. */
export { homeRoutes } from './routes';
