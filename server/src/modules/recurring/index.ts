/** Weekly recurring bookings: create, confirm, edit and delete a series. The module's one door. */
export { recurringRoutes } from './routes';
export { clockChangeViolation, expandPattern } from './expand';
