import { sessionHandlers } from './session';
import { bookingHandlers } from './booking';
import { adminBookingHandlers } from './admin-bookings';
import { requestsHandlers } from './requests';

/** Default handlers per resource; a test overrides what it needs with server.use(). */
export const handlers = [...sessionHandlers, ...bookingHandlers, ...adminBookingHandlers, ...requestsHandlers];
