import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';

/** What every booking write needs: the database, the campus time zone, the clock and who acts. */
export interface BookingContext {
  db: Kysely<DB>;
  tz: string;
  now: Date;
  actor: SessionUser;
}
