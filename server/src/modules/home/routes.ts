import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contracts/common';
import { PAST_BOOKINGS_LIMIT, PastBookingsResponse, Stats } from '../../contracts/home';
import { can } from '../../contracts/roles';
import { campusDate } from '../../shared/time';
import { toPastBookingWire } from '../bookings';
import { countBookings, countPendingGuestHouseRequests, countPendingRoomRequests, findPastBookings } from './repository';

/** The Overview (SPEC.md "Home"): the signed-in user's counts and recent past bookings. */
export const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stats',
    { onRequest: app.requireUser, schema: { tags: ['home'], response: { 200: Stats, 401: errorResponses[401] } } },
    // Those who decide requests also see how many wait for them (the Overview of a dean or
    // the guest house, who do not book); the counts are left out for everyone else.
    async (request) => {
      const { id, access } = request.user!;
      const now = app.now();
      const scope: Stats['scope'] = can(access, 'manageBookings') ? 'campus' : 'own';
      const [own, rooms, guestHouse] = await Promise.all([
        countBookings(app.db, scope === 'campus' ? null : id, now),
        can(access, 'approveRooms') ? countPendingRoomRequests(app.db, now) : undefined,
        can(access, 'approveGuestHouse') ? countPendingGuestHouseRequests(app.db, campusDate(now, app.config.campusTz)) : undefined,
      ]);
      return {
        scope,
        ...own,
        ...(rooms === undefined ? {} : { pendingRoomRequests: rooms }),
        ...(guestHouse === undefined ? {} : { pendingGuestHouseRequests: guestHouse }),
      };
    },
  );

  app.get(
    '/faculty/pastbookings',
    { onRequest: app.requireUser, schema: { tags: ['home'], response: { 200: PastBookingsResponse, 401: errorResponses[401] } } },
    async (request) => {
      const now = app.now();
      const rows = await findPastBookings(app.db, request.user!.id, now, PAST_BOOKINGS_LIMIT);
      return { bookings: rows.map((row) => toPastBookingWire(row, app.config.campusTz, now)) };
    },
  );
};
