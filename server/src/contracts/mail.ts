import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from './booking';
import { PageMeta } from './common';
import { REMINDER_CHOICES } from './check-in';
import { MAIL_CATEGORIES } from './mail-categories';

const Category = Type.Union(MAIL_CATEGORIES.map((c) => Type.Literal(c)));
/** Issue 32: minutes before a confirmed booking its reminder comes, in-app and by e-mail; 0 is off. */
const ReminderMinutes = Type.Union(REMINDER_CHOICES.map((m) => Type.Literal(m)));

/** GET/PUT /api/me/mail-settings: e-mail on or off per category (in-app notifications are always on). */
export const MailSettingsResponse = Type.Object({
  /** Whether this server sends e-mail at all (SMTP_URL set). */
  delivery: Type.Boolean(),
  categories: Type.Array(Type.Object({ category: Category, label: Type.String(), email: Type.Boolean() })),
  reminder_minutes: ReminderMinutes,
});
export type MailSettingsResponse = Static<typeof MailSettingsResponse>;

export const MailSettingsBody = Type.Object(
  {
    reminder_minutes: Type.Optional(ReminderMinutes),
    email: Type.Partial(
      Type.Object(
        Object.fromEntries(MAIL_CATEGORIES.map((c) => [c, Type.Boolean()])) as Record<
          (typeof MAIL_CATEGORIES)[number],
          ReturnType<typeof Type.Boolean>
        >,
        {
          additionalProperties: false,
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type MailSettingsBody = Static<typeof MailSettingsBody>;

/** GET /api/admin/mail/undelivered (super_admin): mail given up on, newest first. */
export const UndeliveredQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);
export type UndeliveredQuery = Static<typeof UndeliveredQuery>;

export const UndeliveredMail = Type.Object({
  id: Type.Integer(),
  recipient: Type.String(),
  subject: Type.String(),
  last_error: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer(),
  created_at: IsoDateTime,
});
export type UndeliveredMail = Static<typeof UndeliveredMail>;

export const UndeliveredResponse = Type.Object({ mails: Type.Array(UndeliveredMail), meta: PageMeta });
export type UndeliveredResponse = Static<typeof UndeliveredResponse>;
