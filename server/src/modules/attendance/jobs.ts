import type { FastifyInstance } from 'fastify';
import { releaseDueBookings, sendDueReminders } from '../bookings';
import { closePastEntries } from '../waitlist';

/** How often the jobs run: a booking is released, and a reminder sent, within a minute of being due. */
const EVERY_MS = 60_000;

/** One run of the jobs (tests call it with their clock). */
export async function runAttendanceJobs(app: FastifyInstance): Promise<{ released: number; reminded: number; waitlistClosed: number }> {
  const released = await releaseDueBookings(app.db, app.config.campusTz, app.now());
  const reminded = await sendDueReminders(app.db, app.config.campusTz, app.now());
  // Waitlist entries whose start has come close by themselves (after the release, which may still grant them).
  const waitlistClosed = await closePastEntries(app.db, app.now());
  return { released, reminded, waitlistClosed };
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
      if (done.released || done.reminded) app.log.info(done, 'check-in jobs: released and reminded bookings');
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
