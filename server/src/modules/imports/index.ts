/** Import of rooms, users and the teaching timetable (issue 31; docs/decisions/0120–0129). The module's one door. */
export { importRoutes } from './routes';
