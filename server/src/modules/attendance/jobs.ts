import type { FastifyInstance } from 'fastify';
import { releaseDueBookings } from '../bookings';

/** How often the release job runs: a booking is released within a minute of its grace period's end. */
const EVERY_MS = 60_000;

/** One run of the jobs (tests call it with their clock). */
export async function runAttendanceJobs(app: FastifyInstance): Promise<{ released: number }> {
  const released = await releaseDueBookings(app.db, app.config.campusTz, app.now());
  return { released };
}

/**
 * Runs the jobs every minute while the server listens. Several processes on one database may
 * run them at once: each release is conditional under the room's lock, so it happens once.
 */
export function installAttendanceJobs(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const done = await runAttendanceJobs(app);
      if (done.released) app.log.info(done, 'released bookings nobody checked in');
    } catch (error) {
      app.log.warn({ err: error }, 'the check-in jobs failed; trying again in a minute');
    } finally {
      running = false;
    }
  };
  app.addHook('onListen', async () => {
    void run();
    timer = setInterval(() => void run(), EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
