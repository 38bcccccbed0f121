import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { UNREAD_STREAM, type UnreadEvent } from '../../contracts/notification-stream';
import { HttpError } from '../../shared/errors';
import { unreadCounts, type Db } from './repository';

export interface UnreadStreamTimes {
  /** How often this process reads the unread counts of the users connected to it. */
  checkMs: number;
  /** How often an idle stream gets a comment line, so proxies do not close it as dead. */
  keepAliveMs: number;
  /** A stream ends after this long; the client reconnects, and the session is checked again. */
  lifetimeMs: number;
}

export const UNREAD_STREAM_TIMES: UnreadStreamTimes = { checkMs: 1_000, keepAliveMs: 25_000, lifetimeMs: 5 * 60_000 };

/** Which of these sessions are still live (session-store.ts liveSessionIds, with the app's clock). */
export type LiveSessions = (ids: readonly string[]) => Promise<Set<string>>;

const frame = (unread: number) => `event: ${UNREAD_STREAM.event}\ndata: ${JSON.stringify({ unread } satisfies UnreadEvent)}\n\n`;

/**
 * The unread-count streams open on this process (docs/decisions/0060-unread-stream.md).
 * Notifications are written by whichever process made the change, so this one learns of them
 * from the database: while any stream is open it reads, every `checkMs`, the unread counts
 * of its connected users in one indexed query, and tells each user's streams when their count
 * changed (a new notification, or marks made in another tab or process). Nothing runs while
 * no one is connected. One session holds at most UNREAD_STREAM.maxPerSession streams, and each
 * check also ends the streams whose session has ended (signed out, revoked, user deactivated).
 */
export class UnreadStreams {
  private readonly streams = new Map<number, Set<PassThrough>>();
  private readonly told = new Map<number, number>();
  /** The session and user each open stream belongs to. */
  private readonly sessionOf = new Map<PassThrough, { sessionId: string; userId: number }>();
  private timer: NodeJS.Timeout | undefined;
  private lastKeepAlive = Date.now();
  private checking = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly liveSessions: LiveSessions,
    private readonly times: UnreadStreamTimes = UNREAD_STREAM_TIMES,
  ) {}

  /** A new stream for the user's session, starting with their current count; 429 past the session's limit. */
  open(userId: number, sessionId: string, unread: number): PassThrough {
    const held = [...this.sessionOf.values()].filter((s) => s.sessionId === sessionId).length;
    if (held >= UNREAD_STREAM.maxPerSession) throw new HttpError(429, UNREAD_STREAM.tooMany);
    const stream = new PassThrough();
    this.sessionOf.set(stream, { sessionId, userId });
    stream.write(`retry: ${UNREAD_STREAM.retryMs}\n\n`);
    stream.write(frame(unread));
    // The user's other tabs hear of a count this one saw first too.
    if (this.told.get(userId) !== unread) this.tell(userId, unread);
    let mine = this.streams.get(userId);
    if (!mine) this.streams.set(userId, (mine = new Set()));
    mine.add(stream);
    const lifetime = setTimeout(() => stream.end(), this.times.lifetimeMs).unref();
    stream.once('close', () => {
      clearTimeout(lifetime);
      this.drop(userId, stream);
    });
    this.timer ??= setInterval(() => void this.check(), this.times.checkMs).unref();
    return stream;
  }

  /** How many streams are open (for tests and logs). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /** Ends every stream (shutdown: an open stream would otherwise hold the server's close). */
  endAll(): void {
    for (const set of this.streams.values()) for (const stream of set) stream.end();
    this.stop();
  }

  private tell(userId: number, unread: number) {
    this.told.set(userId, unread);
    for (const stream of this.streams.get(userId) ?? []) stream.write(frame(unread));
  }

  private drop(userId: number, stream: PassThrough) {
    this.sessionOf.delete(stream);
    const mine = this.streams.get(userId);
    mine?.delete(stream);
    if (mine?.size === 0) {
      this.streams.delete(userId);
      this.told.delete(userId);
    }
    if (this.streams.size === 0) this.stop();
  }

  private stop() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One read of the connected users' counts; a slow database skips ticks rather than piling them up. */
  async check(): Promise<void> {
    if (this.checking || this.streams.size === 0) return;
    this.checking = true;
    try {
      const users = [...this.streams.keys()];
      const counts = await unreadCounts(this.db, users);
      for (const userId of users) {
        const unread = counts.get(userId) ?? 0;
        if (this.streams.has(userId) && this.told.get(userId) !== unread) this.tell(userId, unread);
      }
      const live = await this.liveSessions([...new Set([...this.sessionOf.values()].map((s) => s.sessionId))]);
      for (const [stream, { sessionId, userId }] of this.sessionOf) {
        if (live.has(sessionId)) continue;
        // Forgotten before it ends, so no later count is written after its end.
        this.drop(userId, stream);
        stream.end();
      }
      if (Date.now() - this.lastKeepAlive >= this.times.keepAliveMs) {
        this.lastKeepAlive = Date.now();
        for (const set of this.streams.values()) for (const stream of set) stream.write(': keep-alive\n\n');
      }
    } catch (error) {
      this.log.warn({ err: error }, 'notification stream: reading unread counts failed');
    } finally {
      this.checking = false;
    }
  }
}
