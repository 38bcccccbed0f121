import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { feedDigest, feedSnapshot, type Feed, type FeedBooking } from './feeds';
import { calendarText } from './ics';

/** Raised when the feed's text changes shape for the same rows, so clients holding the old ETag fetch it again. */
const FORMAT = 1;
/** Texts kept per process: a few hundred kilobytes each for a user with hundreds of bookings. */
const CACHE_CHARACTERS = 16_000_000;

export interface FeedAnswer {
  etag: string;
  /** null: the caller's If-None-Match holds this ETag (304, nothing built). */
  text: string | null;
}

/**
 * A feed's ETag and text. The ETag comes from the database's digest of the rows (one
 * aggregate query), so a calendar app polling with If-None-Match gets its 304 without the
 * rows being read or the text built; a built text is kept under its ETag (least recently
 * used ones dropped past CACHE_CHARACTERS), so other callers of an unchanged feed get it as is.
 */
export function feedTexts(db: Kysely<DB>, publicUrl: string) {
  const cache = new Map<string, string>();
  let cached = 0;
  const etagOf = (feed: Feed, digest: string) =>
    `"${createHash('sha256')
      .update(JSON.stringify([FORMAT, feed.userId, feed.roomId, feed.name, digest]))
      .digest('base64url')
      .slice(0, 32)}"`;
  const keep = (etag: string, text: string) => {
    cache.set(etag, text);
    cached += text.length;
    for (const [old, oldText] of cache) {
      if (cached <= CACHE_CHARACTERS) break;
      cache.delete(old);
      cached -= oldText.length;
    }
  };

  return async function answer(feed: Feed, now: Date, ifNoneMatch: string | undefined): Promise<FeedAnswer> {
    const etag = etagOf(feed, await feedDigest(db, feed, now));
    if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return { etag, text: null };
    const hit = cache.get(etag);
    if (hit !== undefined) {
      cache.delete(etag); // to the end: most recently used
      cache.set(etag, hit);
      return { etag, text: hit };
    }
    // Rows and digest of one snapshot: a change committed since the first digest gets its own ETag.
    const snapshot = await feedSnapshot(db, feed, now);
    const built = { etag: etagOf(feed, snapshot.digest), text: render(snapshot.rows, feed, publicUrl) };
    if (!cache.has(built.etag)) keep(built.etag, built.text);
    return built;
  };
}

function render(rows: FeedBooking[], feed: Feed, publicUrl: string): string {
  return calendarText(
    rows.map((b) => ({
      id: b.id,
      revision: b.revision,
      start: b.start_time,
      end: b.end_time,
      purpose: b.purpose,
      status: b.status,
      room: { name: b.room_name, block: b.block_name },
      booker: feed.roomId === null ? undefined : b.user_name,
      stamp: b.updated_at,
      url: `${publicUrl}${feed.roomId === null ? `/faculty/bookings?booking=${b.id}` : '/admin/bookings'}`,
    })),
    { publicUrl, name: feed.roomId === null ? `Room bookings of ${feed.name}` : `Bookings of ${feed.name}` },
  );
}
