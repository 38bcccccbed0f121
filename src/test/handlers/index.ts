import { sessionHandlers } from './session';

/** Default handlers per resource; a test overrides what it needs with server.use(). */
export const handlers = [...sessionHandlers];
