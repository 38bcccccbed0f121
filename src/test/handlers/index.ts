import { sessionHandlers } from './session';
import { bookingHandlers } from './booking';

/** Default handlers per resource; a test overrides what it needs with server.use(). */
export const handlers = [...sessionHandlers, ...bookingHandlers];
