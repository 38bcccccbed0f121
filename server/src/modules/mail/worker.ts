import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventPayload } from '../events';
import { invitesOf } from '../calendar';
import { claimNext, markAttemptFailed, markSent, type ClaimedMail } from './outbox';
import { renderMail } from './render';
import type { MailTransport } from './transport';

/**
 * Retries (docs/decisions/0062-mail-retries-categories-and-retention.md): after a failed attempt the next waits 1, 2, 4, 8,
 * 16 minutes; the sixth failure marks the mail failed (about half an hour of trying),
 * for super_admin to see and retry. A permanent refusal of the message (an SMTP 5xx answer to
 * its recipient or content, e.g. 550 no such mailbox) fails at once: trying again gives the same answer (decision 0150). The lease
 * outlasts one send with nodemailer's timeouts.
 */
export const MAIL_RETRY = { maxAttempts: 6, baseDelayMs: 60_000, leaseMs: 120_000 } as const;

export const retryDelayMs = (attempts: number) => MAIL_RETRY.baseDelayMs * 2 ** (attempts - 1);

export interface MailWorkerOptions {
  db: Kysely<DB>;
  transport: MailTransport;
  /** MAIL_FROM; its domain also names each message's Message-ID. */
  from: string;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

export type Outcome = 'sent' | 'retry' | 'failed' | 'idle';

/** The domain of a From address, e.g. campus.example of "Rooms <rooms@campus.example>". */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/** Sends the outbox's due mail one message at a time; several workers may share a database. */
export class MailWorker {
  private running: Promise<void> | null = null;
  private stopped = true;
  private wakeUp: (() => void) | null = null;
  private readonly domain: string;

  constructor(private readonly options: MailWorkerOptions) {
    this.domain = domainOf(options.from);
  }

  /** A stable Message-ID per message: a resend after a crash carries the same one. */
  messageIdOf(id: number): string {
    return `<mail-${id}@${this.domain}>`;
  }

  /** Claims and sends the next due message; 'idle' when none is due. */
  async deliverOne(): Promise<Outcome> {
    const { db, now } = this.options;
    const mail = await claimNext(db, now(), MAIL_RETRY.leaseMs);
    if (!mail) return 'idle';
    try {
      await this.options.transport.sendMail(this.messageOf(mail));
    } catch (error) {
      const last = isPermanent(error) || mail.attempts >= MAIL_RETRY.maxAttempts;
      const retryAt = last ? null : new Date(now().getTime() + retryDelayMs(mail.attempts));
      await markAttemptFailed(db, mail.id, errorText(error), retryAt);
      this.options.log.warn({ mail: mail.id, attempts: mail.attempts, err: error }, last ? 'mail failed' : 'mail attempt failed');
      return last ? 'failed' : 'retry';
    }
    // The first thing once the server has accepted it: until this commits, a crash means the
    // claim expires and the mail goes out again (decision 0150).
    await markSent(db, mail.id, now());
    return 'sent';
  }

  /** Delivers until nothing is due (tests, and the loop below); counts each outcome. */
  async drain(): Promise<Record<Exclude<Outcome, 'idle'>, number>> {
    const counts = { sent: 0, retry: 0, failed: 0 };
    for (let outcome = await this.deliverOne(); outcome !== 'idle'; outcome = await this.deliverOne()) counts[outcome]++;
    return counts;
  }

  private messageOf(mail: ClaimedMail) {
    const payload = (typeof mail.payload === 'string' ? JSON.parse(mail.payload) : mail.payload) as EventPayload;
    const { publicUrl, from } = this.options;
    const rendered = renderMail(payload, publicUrl);
    return {
      attachments: invitesOf(payload, mail.user_id, { publicUrl, from }),
      from: this.options.from,
      to: mail.recipient,
      messageId: this.messageIdOf(mail.id),
      headers: { 'Auto-Submitted': 'auto-generated' },
      ...rendered,
    };
  }

  /** Runs until stop(): drains, then waits `pollMs` (or a wake()) for more. A failure is logged, never thrown. */
  start(pollMs: number): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.running = (async () => {
      while (!this.stopped) {
        try {
          await this.drain();
        } catch (error) {
          this.options.log.warn({ err: error }, 'mail worker could not reach the outbox; trying again');
        }
        if (!this.stopped) await new Promise<void>((resolve) => this.sleep(resolve, pollMs));
      }
    })();
  }

  private sleep(resolve: () => void, ms: number) {
    const timer = setTimeout(() => this.wake(), ms);
    this.wakeUp = () => {
      clearTimeout(timer);
      this.wakeUp = null;
      resolve();
    };
  }

  /** Ends a wait at once (new mail was queued in this process). */
  wake(): void {
    this.wakeUp?.();
  }

  /** Stops after the message in hand (it is marked sent or failed, never left half-done). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.running;
    this.running = null;
  }
}

/**
 * The server refused this message for good: a reply of class 5 (RFC 5321 §4.2.1, permanent)
 * to its sender, recipient (EENVELOPE) or content (EMESSAGE), e.g. 550 no such mailbox. A 5xx
 * to the login or the greeting is the relay's configuration, which an operator fixes: those
 * mails keep retrying and go out once it is fixed.
 */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
