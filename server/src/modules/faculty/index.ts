/** Book a Room and My Bookings: the /api/faculty routes (rooms, free rooms, slots, own bookings). The module's one door. */
export { facultyRoutes } from './routes';
