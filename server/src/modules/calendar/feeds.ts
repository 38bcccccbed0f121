import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { LIVE_BOOKING_STATUSES } from '../../contracts/booking-rules';
import { can } from '../../contracts/roles';
import type { DB } from '../../db/schema';
import { selectBookingRecords } from '../bookings';

type Db = Kysely<DB> | Transaction<DB>;

/** 32 random bytes, URL-safe: 43 characters no one guesses. */
export const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** A new link for the user's own feed (roomId null) or a room's; the old one stops working in the same statement. */
export async function createFeed(db: Kysely<DB>, userId: number, roomId: number | null, now: Date): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('calendar_feeds')
      .where('user_id', '=', userId)
      .where(roomId === null ? sql<boolean>`room_id is null` : sql<boolean>`room_id = ${roomId}`)
      .execute();
    await trx
      .insertInto('calendar_feeds')
      .values({ user_id: userId, room_id: roomId, token_hash: hashOf(token), created_at: now })
      .execute();
  });
  return token;
}

/** When the user's link (of their own feed, or of a room) was created, if there is one. */
export async function feedCreatedAt(db: Kysely<DB>, userId: number, roomId: number | null): Promise<Date | null> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('user_id', '=', userId)
    .where(roomId === null ? sql<boolean>`room_id is null` : sql<boolean>`room_id = ${roomId}`)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

export interface Feed {
  userId: number;
  roomId: number | null;
  name: string;
}

/**
 * The feed a token opens, or null. Every token, well-formed or not, is hashed and looked up
 * the same way, and the stored hash is compared in constant time, so neither the answer
 * nor its timing tells a near miss from nonsense. A room feed works while its creator may
 * still manage rooms; no feed works for a deactivated user.
 */
export async function feedOfToken(db: Kysely<DB>, token: string): Promise<Feed | null> {
  const hash = hashOf(token);
  const row = await db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .leftJoin('rooms as r', 'r.id', 'f.room_id')
    .select(['f.token_hash', 'f.user_id', 'f.room_id', 'u.name', 'u.access', 'u.deactivated_at', 'r.room_name'])
    .where('f.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.token_hash.length !== hash.length || !timingSafeEqual(row.token_hash, hash)) return null;
  if (row.deactivated_at || (row.room_id !== null && !can(row.access, 'manageRooms'))) return null;
  return { userId: row.user_id, roomId: row.room_id, name: row.room_id === null ? row.name : (row.room_name ?? '') };
}

/** The live bookings a feed lists: from 30 days ago to a year ahead, in start order. */
function feedBookings(db: Db, feed: Feed, now: Date) {
  const day = 86_400_000;
  return selectBookingRecords(db)
    .select('b.updated_at')
    .$if(feed.roomId === null, (q) => q.where('b.user_id', '=', feed.userId))
    .$if(feed.roomId !== null, (q) => q.where('b.room_id', '=', feed.roomId!))
    .where('b.status', 'in', [...LIVE_BOOKING_STATUSES])
    .where('b.start_time', '>=', new Date(now.getTime() - 30 * day))
    .where('b.start_time', '<', new Date(now.getTime() + 365 * day))
    .orderBy('b.start_time')
    .orderBy('b.id');
}

export type FeedBooking = Awaited<ReturnType<ReturnType<typeof feedBookings>['execute']>>[number];

/**
 * A digest of every column of the feed's rows that its text shows, made by the database
 * without sending the rows (one index range and an md5 of a few kilobytes): the feed's ETag
 * comes from it, so an unchanged feed is answered without reading its rows or building its text.
 * The separators (U+001E, U+001F) are control characters the text rule keeps out of stored text.
 */
export async function feedDigest(db: Db, feed: Feed, now: Date): Promise<string> {
  const row = await db
    .selectFrom(feedBookings(db, feed, now).as('f'))
    .select(
      sql<string>`md5(coalesce(string_agg(concat_ws(chr(31), f.id, f.revision, f.updated_at, f.start_time, f.end_time, f.status,
        f.purpose, f.room_name, f.block_name, f.user_name), chr(30) order by f.start_time, f.id), ''))`.as('digest'),
    )
    .executeTakeFirstOrThrow();
  return row.digest;
}

/** The feed's rows and their digest, read in one snapshot so the digest names exactly these rows. */
export function feedSnapshot(db: Kysely<DB>, feed: Feed, now: Date): Promise<{ digest: string; rows: FeedBooking[] }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({ digest: await feedDigest(trx, feed, now), rows: await feedBookings(trx, feed, now).execute() }));
}
