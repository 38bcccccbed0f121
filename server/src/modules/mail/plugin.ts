import type { FastifyInstance } from 'fastify';
import { purgeOldMail, releaseClaims } from './outbox';
import { smtpTransport } from './transport';
import { MailWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender; null without SMTP_URL (then no mail is sent: docs/decisions/0062-mail-retries-categories-and-retention.md). */
    mailWorker: MailWorker | null;
  }
}

/** How long the worker rests when nothing is due, and how often old mail rows are purged. */
const POLL_MS = 2_000;
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * The mail worker runs inside the server process: it starts when the server listens and
 * stops, after the message in hand, when it closes. Tests never listen: they call
 * app.mailWorker.drain() themselves.
 */
export function installMail(app: FastifyInstance): void {
  const { smtpUrl, from, publicUrl } = app.config.mail;
  const transport = smtpUrl ? smtpTransport(smtpUrl) : null;
  const worker = transport ? new MailWorker({ db: app.db, transport, from, publicUrl, now: () => app.now(), log: app.log }) : null;
  app.decorate('mailWorker', worker);
  let timer: NodeJS.Timeout | undefined;
  const purge = () => purgeOldMail(app.db, app.now()).catch((error: unknown) => app.log.warn({ err: error }, 'purging old mail failed'));

  app.addHook('onListen', async () => {
    // The embedded database has one process: a claim left from before this start died with it.
    if (!app.config.databaseUrl) await releaseClaims(app.db);
    void purge();
    timer = setInterval(purge, PURGE_EVERY_MS).unref();
    worker?.start(POLL_MS);
    if (!worker) app.log.info('SMTP_URL is not set: no e-mail is sent (in-app notifications still are)');
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await worker?.stop();
    transport?.close();
  });
}
