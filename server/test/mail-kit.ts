/** Helpers for the mail tests (not loaded by the app). */
import type { AppConfig } from '../src/config';
import type { TestContext } from './helpers';

export const MAIL_FROM = 'Room Booking <rooms@campus.example>';
export const PUBLIC_URL = 'https://rooms.campus.example';

/** The mail settings of a test app sending through `smtpUrl`. */
export const mailConfig = (smtpUrl: string | undefined): Partial<AppConfig> => ({
  mail: { smtpUrl, from: MAIL_FROM, publicUrl: PUBLIC_URL },
});

export async function outboxRows(ctx: TestContext) {
  return ctx.app.db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'status', 'attempts', 'last_error', 'next_attempt_at'])
    .orderBy('id')
    .execute();
}

/** Sends what is due now, with the app's own worker. */
export function drain(ctx: TestContext) {
  if (!ctx.app.mailWorker) throw new Error('this test app has no SMTP_URL');
  return ctx.app.mailWorker.drain();
}
