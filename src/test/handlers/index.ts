import { sessionHandlers } from './session';
import { userHandlers } from './users';
import { roomHandlers } from './rooms';
import { bookingHandlers } from './booking';
import { adminBookingHandlers } from './admin-bookings';
import { requestsHandlers } from './requests';
import { recurringHandlers } from './recurring';
import { homeHandlers } from './home';
import { statsHandlers } from './stats';
import { notificationHandlers } from './notifications';
import { scheduleHandlers } from './schedule';
import { importHandlers } from './imports';
import { checkInHandlers } from './check-in';
import { waitlistHandlers } from './waitlist';
import { historyHandlers } from './history';
import { bookerHandlers } from './bookers';

/** Default handlers per resource; a test overrides what it needs with server.use(). */
export const handlers = [
  ...sessionHandlers,
  ...userHandlers,
  ...roomHandlers,
  ...bookingHandlers,
  ...adminBookingHandlers,
  ...requestsHandlers,
  ...recurringHandlers,
  ...homeHandlers,
  ...statsHandlers,
  ...notificationHandlers,
  ...scheduleHandlers,
  ...importHandlers,
  ...checkInHandlers,
  ...waitlistHandlers,
  ...historyHandlers,
  ...bookerHandlers,
];
