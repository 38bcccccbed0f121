/**
 * A full outbox for the delivery tests: `$1` copies of the newest event's mail to the user
 * whose e-mail is `$2` (an event, a notification and an outbox row each, as recordEvent
 * writes them), due at once. Run it through any driver: `pg`'s query(text, values) or
 * Kysely's CompiledQuery.raw(text, values).
 */
export const COPY_NEWEST_MAIL = `
  with e as (
    insert into events (kind, entity, entity_id, actor_id, payload, created_at)
    select kind, entity, entity_id, actor_id, payload, created_at from events, generate_series(1, $1::int)
    where id = (select max(id) from events)
    returning id, created_at),
  n as (
    insert into notifications (user_id, event_id, kind, title, body, link, created_at)
    select u.id, e.id, 'booking.requested', 'New room request', 'copy', '/room_booking', e.created_at
    from e join users u on u.email = $2::text
    returning id, event_id, user_id, created_at)
  insert into mail_outbox (notification_id, event_id, user_id, recipient, next_attempt_at, created_at)
  select id, event_id, user_id, $2::text, created_at, created_at from n`;
