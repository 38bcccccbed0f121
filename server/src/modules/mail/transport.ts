import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';

/** What the worker needs of nodemailer: send one message, and let go of connections. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/**
 * SMTP through nodemailer from SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for
 * TLS from the start). One pooled connection serves the worker's messages one after
 * another; the timeouts bound one send well inside the claim's lease (worker.ts).
 */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
