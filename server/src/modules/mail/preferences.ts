import type { Kysely } from 'kysely';
import { DEFAULT_REMINDER_MINUTES, type ReminderMinutes } from '../../contracts/check-in';
import { MAIL_CATEGORIES, MAIL_CATEGORY_LABELS, type MailCategory } from '../../contracts/mail-categories';
import type { DB } from '../../db/schema';

/** The user's e-mail choice per category; a category never chosen is on. */
export async function mailPreferencesOf(db: Kysely<DB>, userId: number) {
  const rows = await db.selectFrom('mail_preferences').select(['category', 'email']).where('user_id', '=', userId).execute();
  const chosen = new Map(rows.map((r) => [r.category, r.email]));
  return MAIL_CATEGORIES.map((category) => ({ category, label: MAIL_CATEGORY_LABELS[category], email: chosen.get(category) ?? true }));
}

export async function saveMailPreferences(db: Kysely<DB>, userId: number, email: Partial<Record<MailCategory, boolean>>) {
  const values = Object.entries(email).map(([category, on]) => ({ user_id: userId, category, email: on }));
  if (!values.length) return;
  await db
    .insertInto('mail_preferences')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'category']).doUpdateSet((eb) => ({ email: eb.ref('excluded.email') })))
    .execute();
}

/** Issue 32: how long before a confirmed booking the user's reminder comes (0: off). */
export async function reminderMinutesOf(db: Kysely<DB>, userId: number): Promise<ReminderMinutes> {
  const row = await db.selectFrom('users').select('reminder_minutes').where('id', '=', userId).executeTakeFirst();
  return (row?.reminder_minutes ?? DEFAULT_REMINDER_MINUTES) as ReminderMinutes;
}

export async function saveReminderMinutes(db: Kysely<DB>, userId: number, minutes: ReminderMinutes): Promise<void> {
  await db.updateTable('users').set({ reminder_minutes: minutes }).where('id', '=', userId).execute();
}
