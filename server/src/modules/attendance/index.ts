/** Check-in, the release of bookings nobody checked in (issue 32). The module's one door. */
export { attendanceRoutes } from './routes';
export { installAttendanceJobs, runAttendanceJobs } from './jobs';
