import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { IghRequestStatusWord, StoredBookingStatus } from '../contracts/booking-rules';

/** Timestamps come back as Date and may be written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in by default (DefaultedTimestamp would refuse a Date on insert). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Dates (no time) are read as 'YYYY-MM-DD' text. */
type DateOnly = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

/** The one union of stored statuses is contracts/booking-rules.ts's. */
export type BookingStatus = StoredBookingStatus;
export type RequestStatus = IghRequestStatusWord;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  google_sub: string | null;
  department: string | null;
  designation: string | null;
  phone: string | null;
  picture: string | null;
  access: ColumnType<string[], string[] | undefined, string[]>;
  created_at: DefaultedTimestamp;
  /** Set by a super_admin: sign-in is refused and every session ends. */
  deactivated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The import that created the user (migration 0031), or null. */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Minutes before a confirmed booking its reminder comes (migration 0041): 0 (off), 15, 30 or 60. */
  reminder_minutes: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  /** SHA-256 (keyed with SESSION_SECRET) of the cookie's token; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** The last request seen with it (updated at most once a minute); the idle timeout counts from here. */
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Sign-in attempts (and any other limited action) per key and fixed window, shared by all server processes. */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  window_ends: Timestamp;
}

export interface BlocksTable {
  id: Generated<number>;
  block_name: string;
}

/** A user waiting for a taken room and time (migration 0042); open while closed_at is null. */
export interface WaitlistEntriesTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  start_time: Timestamp;
  end_time: Timestamp;
  purpose: string;
  created_at: Timestamp;
  closed_at: Timestamp | null;
  outcome: 'booked' | 'withdrawn' | 'expired' | null;
  booking_id: number | null;
}

export interface RoomsTable {
  id: Generated<number>;
  room_name: string;
  block_id: number;
  capacity: number | null;
  image: string | null;
  features: ColumnType<string[], string[] | undefined, string[]>;
  access: ColumnType<string[], string[] | undefined, string[]>;
  created_at: DefaultedTimestamp;
  /** Set while the room is retired (migration 0011): no new bookings, hidden from the pickers. */
  deactivated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The import that created the room (migration 0031), or null. */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Its confirmed bookings must be checked in or are released (migration 0040). */
  check_in_required: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Fair-use limits of one booking role (migration 0011); administrators have none. */
export interface BookingPoliciesTable {
  role: string;
  max_pending: number;
  max_hours_per_week: number;
  max_days_ahead: number;
  updated_by: number | null;
  updated_at: DefaultedTimestamp;
}

export type BlackoutScope = 'campus' | 'block' | 'rooms';

/** A closed period (migration 0011): the whole campus, one block, or chosen rooms. */
export interface BlackoutsTable {
  id: Generated<number>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  scope: BlackoutScope;
  block_id: number | null;
  room_ids: ColumnType<number[], number[] | undefined, number[]>;
  reason: string;
  created_by: number | null;
  created_at: DefaultedTimestamp;
}

export interface WeeklyPatternRow {
  day_of_week: number;
  start_time: string;
  end_time: string;
}

export interface RecurringSeriesTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  purpose: string;
  weekly_pattern: Json<WeeklyPatternRow[]>;
  start_date: DateOnly;
  end_date: DateOnly;
  /** draft: conflicts returned, waiting for confirm; active: bookings created. */
  state: 'draft' | 'active';
  /** A draft is dropped after this moment. */
  expires_at: Timestamp | null;
  /** Issue 35: the administrator who booked it for `user_id`; null when they booked it themselves. */
  booked_by: number | null;
  created_at: DefaultedTimestamp;
}

export interface BookingsTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  purpose: string;
  start_time: Timestamp;
  end_time: Timestamp;
  status: BookingStatus;
  recurring_booking_id: number | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  /** Set when the booker deleted it in My Bookings: gone from their own lists, kept for admins. */
  owner_deleted_at: Timestamp | null;
  /** Grows by one with every change (the iCalendar SEQUENCE of the booking's event). */
  revision: Generated<number>;
  /** The approver's words with their decision, shown to the booker. */
  decision_reason: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  /** Generated for the statistics (migration 0019): UTC minute of the week the booking starts (0 = Monday 00:00). */
  start_week_minute: GeneratedAlways<number>;
  /** Generated: end − start in minutes. */
  length_minutes: GeneratedAlways<number>;
  /** Generated: seconds from request to decision of a confirmed or rejected booking with a decision, else null. */
  decision_seconds: GeneratedAlways<number | null>;
  /** Set on insert (migration 0020): whether it was a request, i.e. its booker's bookings wait for a decision. */
  requested: GeneratedAlways<boolean>;
  /** The import that created the booking (migration 0031), or null. */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When and by whom it was checked in (migration 0040), or null. */
  checked_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  checked_in_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The start its reminder was sent for (migration 0041), or null. */
  reminded_for: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type ImportKindStored = 'rooms' | 'users' | 'bookings';

/** A committed import of rooms, users or a timetable (migration 0031). */
export interface ImportsTable {
  id: Generated<number>;
  kind: ImportKindStored;
  file_name: string | null;
  created_by: number;
  created_at: Timestamp;
  row_count: number;
  created_count: number;
  updated_count: number;
  unchanged_count: number;
  skipped_count: number;
  undone_at: Timestamp | null;
  undone_by: number | null;
}

export interface IghRequestsTable {
  id: Generated<number>;
  created_by: number | null;
  student_name: string;
  student_email: string;
  customer_name: string;
  age: number;
  relation_with_student: string;
  check_in: DateOnly;
  check_out: DateOnly;
  status: RequestStatus;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_reason: string | null;
  created_at: DefaultedTimestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: DefaultedTimestamp;
}

/** The outbox: one row per change of a booking, series or guest-house request (migration 0008). */
export interface EventsTable {
  id: Generated<number>;
  kind: string;
  entity: 'booking' | 'recurring_series' | 'igh_request' | 'import';
  entity_id: number;
  actor_id: number | null;
  payload: Json<unknown>;
  created_at: Timestamp;
}

/** An in-app notification: one per recipient of an event. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  event_id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** One e-mail to one recipient, made from a notification in the change's transaction (migration 0012). */
export interface MailOutboxTable {
  id: Generated<number>;
  notification_id: number;
  event_id: number;
  user_id: number;
  recipient: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** A user's e-mail choice for one category of notification (absent: e-mail on). */
export interface MailPreferencesTable {
  user_id: number;
  category: string;
  email: boolean;
}

/** A secret calendar feed: the user's own bookings, or (room_id) an administrator's feed of a room. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  user_id: number;
  room_id: number | null;
  token_hash: Buffer;
  created_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  rate_limit_hits: RateLimitHitsTable;
  blocks: BlocksTable;
  rooms: RoomsTable;
  waitlist_entries: WaitlistEntriesTable;
  recurring_series: RecurringSeriesTable;
  bookings: BookingsTable;
  igh_requests: IghRequestsTable;
  audit_log: AuditLogTable;
  events: EventsTable;
  notifications: NotificationsTable;
  mail_outbox: MailOutboxTable;
  mail_preferences: MailPreferencesTable;
  calendar_feeds: CalendarFeedsTable;
  booking_policies: BookingPoliciesTable;
  blackouts: BlackoutsTable;
  imports: ImportsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoomRow = Selectable<RoomsTable>;
export type BookingRow = Selectable<BookingsTable>;
export type NewBooking = Insertable<BookingsTable>;
export type IghRequestRow = Selectable<IghRequestsTable>;
