import type { FastifyInstance } from 'fastify';
import { expireOverdueRequests } from '../bookings';
import { expireOverdueIghRequests } from './igh-expire';

/** How often a listening server expires overdue requests (the lists also do before they answer). */
const EVERY_MS = 60_000;

/** Expires the room and guest-house requests nobody decided in time (issue 35); how many of each. */
export async function expireOverdue(app: FastifyInstance): Promise<{ rooms: number; guestHouse: number }> {
  const [now, tz] = [app.now(), app.config.campusTz];
  return { rooms: await expireOverdueRequests(app.db, now, tz), guestHouse: await expireOverdueIghRequests(app.db, now, tz) };
}

/**
 * A request expires at its start minute even when nobody looks: the sweep runs every minute
 * while the server listens, so its booker is told then. Several processes may sweep at once;
 * each request expires once (expire.ts).
 */
export function installRequestExpiry(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    expireOverdue(app).then(
      (expired) => app.log.debug(expired, 'expired overdue requests'),
      (error: unknown) => app.log.warn({ err: error }, 'expiring overdue requests failed'),
    );
  app.addHook('onListen', async () => {
    void run();
    timer = setInterval(run, EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
