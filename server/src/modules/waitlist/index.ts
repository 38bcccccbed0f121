/** The waitlist of taken rooms and times (issue 32): its routes, and the closing of past entries. Granting is the bookings module's. The module's one door. */
export { waitlistRoutes } from './routes';
export { closePastEntries } from './repository';
