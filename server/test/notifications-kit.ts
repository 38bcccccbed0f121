/** Helpers for the notification tests (not loaded by the app). */
import { sql } from 'kysely';
import type { TestContext } from './helpers';

export interface Told {
  email: string;
  kind: string;
  title: string;
  body: string;
  link: string;
}

/** Every notification written since `afterId`, with its recipient's e-mail, oldest first. */
export async function notificationsSince(ctx: TestContext, afterId: number): Promise<Told[]> {
  return ctx.app.db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['u.email', 'n.kind', 'n.title', 'n.body', 'n.link'])
    .where('n.id', '>', afterId)
    .orderBy('n.id')
    .execute();
}

/** How many events and notifications are stored (a refused change must add neither). */
export async function outboxCounts(ctx: TestContext): Promise<{ events: number; notifications: number }> {
  const { rows } = await sql<{ events: number; notifications: number }>`
    select (select count(*) from events)::int as events, (select count(*) from notifications)::int as notifications`.execute(ctx.app.db);
  return rows[0];
}

/** Runs a change and answers it with the notifications it made (as recipient, title pairs and in full). */
export async function watch<T>(ctx: TestContext, change: () => Promise<T>): Promise<{ result: T; told: Told[]; who: string[][] }> {
  const { rows } = await sql<{ id: number }>`select coalesce(max(id), 0)::int as id from notifications`.execute(ctx.app.db);
  const result = await change();
  const told = await notificationsSince(ctx, rows[0].id);
  return { result, told, who: told.map((n) => [n.email, n.title]) };
}
