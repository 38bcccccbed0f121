/** Approvals: the dean's room requests and the guest-house requests. The module's one door. */
export { requestsRoutes } from './routes';
export { expireOverdue, installRequestExpiry } from './expiry';
