import type { FastifyInstance } from 'fastify';
import { releaseDueBookings, sendDueReminders } from '../bookings';
import { closePastEntries } from '../waitlist';

/** One run of the jobs (tests call it with their clock). */
export async function runAttendanceJobs(app: FastifyInstance): Promise<{ released: number; reminded: number; waitlistClosed: number }> {
  const released = await releaseDueBookings(app.db, app.config.campusTz, app.now());
  const reminded = await sendDueReminders(app.db, app.config.campusTz, app.now());
  // Waitlist entries whose start has come close by themselves (after the release, which may still grant them).
  const waitlistClosed = await closePastEntries(app.db, app.now());
  return { released, reminded, waitlistClosed };
}

/**
 * Runs the jobs every JOBS_INTERVAL_SECONDS (a minute by default: a booking is released, and a
 * reminder sent, within a minute of being due) while the server listens. Several processes on
 * one database may run them at once: each release is conditional under the room's lock and
 * each reminder is claimed in the database, so either happens once.
 */
export function installAttendanceJobs(app: FastifyInstance): void {
  const everyMs = app.config.jobsIntervalSeconds * 1000;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const done = await runAttendanceJobs(app);
      if (done.released || done.reminded) app.log.info(done, 'check-in jobs: released and reminded bookings');
    } catch (error) {
      app.log.warn({ err: error }, 'the check-in jobs failed; trying again at their next run');
    } finally {
      running = false;
    }
  };
  app.addHook('onListen', async () => {
    void run();
    timer = setInterval(() => void run(), everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
