import type { Kysely } from 'kysely';
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
