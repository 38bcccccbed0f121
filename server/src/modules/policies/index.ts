/** Booking policies per role (issue 15). The module's one door. */
export { policyRoutes } from './routes';
