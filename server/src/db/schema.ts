import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps come back as Date and may be written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Dates (no time) are read as 'YYYY-MM-DD' text. */
type DateOnly = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export type BookingStatus = 'pending' | 'confirmed' | 'rejected' | 'cancelled';
export type RequestStatus = 'pending' | 'approved' | 'rejected';

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
  created_at: Generated<Timestamp>;
}

export interface SessionsTable {
  /** SHA-256 (keyed with SESSION_SECRET) of the cookie's token; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface BlocksTable {
  id: Generated<number>;
  block_name: string;
}

export interface RoomsTable {
  id: Generated<number>;
  room_name: string;
  block_id: number;
  capacity: number | null;
  image: string | null;
  features: ColumnType<string[], string[] | undefined, string[]>;
  access: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Generated<Timestamp>;
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
  created_at: Generated<Timestamp>;
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
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
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
  created_at: Generated<Timestamp>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: Generated<Timestamp>;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  blocks: BlocksTable;
  rooms: RoomsTable;
  recurring_series: RecurringSeriesTable;
  bookings: BookingsTable;
  igh_requests: IghRequestsTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoomRow = Selectable<RoomsTable>;
export type BookingRow = Selectable<BookingsTable>;
export type NewBooking = Insertable<BookingsTable>;
export type IghRequestRow = Selectable<IghRequestsTable>;
