import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from './booking';
import { PageMeta } from './common';
import { NOTIFICATION_LIMITS } from './limits';

/** GET /api/notifications: newest first, paged. */
export const NotificationsQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: NOTIFICATION_LIMITS.maxPageSize, default: NOTIFICATION_LIMITS.pageSize }),
  },
  { additionalProperties: false },
);
export type NotificationsQuery = Static<typeof NotificationsQuery>;

/** One in-app notification: what changed, by whom, and where to see it. */
export const Notification = Type.Object({
  id: Type.Integer(),
  /** The event it was made from, e.g. booking.rejected. */
  kind: Type.String(),
  title: Type.String(),
  body: Type.String(),
  /** An app path, e.g. /faculty/bookings?booking=12. */
  link: Type.String(),
  created_at: IsoDateTime,
  read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

export const NotificationsResponse = Type.Object({
  notifications: Type.Array(Notification),
  /** All of the user's unread notifications, not only this page's. */
  unread: Type.Integer({ minimum: 0 }),
  meta: PageMeta,
});
export type NotificationsResponse = Static<typeof NotificationsResponse>;

/** POST /api/notifications/read: some ids, or all. */
export const MarkReadBody = Type.Object(
  {
    ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }), { minItems: 1, maxItems: NOTIFICATION_LIMITS.maxIds }),
    ),
    all: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MarkReadBody = Static<typeof MarkReadBody>;

export const MarkReadResponse = Type.Object({ message: Type.String(), unread: Type.Integer({ minimum: 0 }) });
export type MarkReadResponse = Static<typeof MarkReadResponse>;

export const NOTIFICATION_MESSAGES = {
  idsOrAll: 'Send either ids or all: true, not both.',
  nothingToMark: 'Send the ids of the notifications to mark as read, or all: true.',
  notFound: (ids: readonly number[]) => `Notification not found: ${ids.join(', ')}`,
  marked: 'Notifications marked as read',
} as const;
