import { Type, type Static } from '@sinclair/typebox';
import { USER_FIELD_MAX } from './limits';
import { IsoDateTime } from './booking';
import { BookingStatus, PageMeta } from './common';
import { ROLE_LABELS } from './role-words';
import { ROLES } from './roles';

/** The role in words inside a sentence (issue 35: no codes in what people read). */
const SUPER_ADMIN = ROLE_LABELS.super_admin.toLowerCase();

/** Page sizes are 1–100; a larger limit is refused rather than clamped (docs/decisions/0040-server-paged-lists.md). */
export const LIST_LIMIT_MAX = 100;

/** page and limit of the server-paged admin lists (DESIGN.md §6). */
export const PagingQuery = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: LIST_LIMIT_MAX, default: 10 }),
};

const Filter = Type.Optional(Type.String({ maxLength: 200 }));

/** GET /api/admin/users: case-insensitive substring filters. */
export const UsersQuery = Type.Object({ ...PagingQuery, name: Filter, email: Filter, department: Filter }, { additionalProperties: false });
export type UsersQuery = Static<typeof UsersQuery>;

/** A user as the admin list shows it (SPEC.md §3). */
export const AdminUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  department: Type.Union([Type.String(), Type.Null()]),
  designation: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  access: Type.Array(Type.String()),
  created_at: IsoDateTime,
  /** When a super_admin deactivated the user (sign-in refused), or null while active. */
  deactivated_at: Type.Union([IsoDateTime, Type.Null()]),
  /** Bound to a Google account (its `sub`) at the first Google sign-in. */
  google_linked: Type.Boolean(),
});
export type AdminUser = Static<typeof AdminUser>;

export const UsersPage = Type.Object({ users: Type.Array(AdminUser), meta: PageMeta, totalPages: Type.Integer() });
export type UsersPage = Static<typeof UsersPage>;

const Optional = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** POST /api/admin/user/{id}: strings are trimmed; blank optional fields become null. */
export const UpdateUserBody = Type.Object(
  {
    name: Type.String({ maxLength: USER_FIELD_MAX.name }),
    email: Type.String({ maxLength: USER_FIELD_MAX.email }),
    department: Optional(USER_FIELD_MAX.department),
    designation: Optional(USER_FIELD_MAX.designation),
    phone: Optional(USER_FIELD_MAX.phone),
    access: Type.Array(Type.String({ maxLength: 50 }), { maxItems: ROLES.length * 2 }),
  },
  { additionalProperties: false },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const UserResponse = Type.Object({ user: AdminUser });
export type UserResponse = Static<typeof UserResponse>;

/** GET /api/admin/user/access/all: the six role names. */
export const AccessListResponse = Type.Object({ access: Type.Array(Type.String()) });
export type AccessListResponse = Static<typeof AccessListResponse>;

/** A booking of a user that has not ended, listed when the user is deactivated. */
export const UpcomingBooking = Type.Object({
  id: Type.Integer(),
  room_name: Type.String(),
  start_time: IsoDateTime,
  end_time: IsoDateTime,
  status: BookingStatus,
  purpose: Type.String(),
});
export type UpcomingBooking = Static<typeof UpcomingBooking>;

/** POST /api/admin/user/{id}/deactivate: the user, and their bookings that stay on the timetable. */
export const DeactivateUserResponse = Type.Object({
  message: Type.String(),
  user: AdminUser,
  /** The first 100 pending or confirmed bookings that have not ended, soonest first. */
  upcoming_bookings: Type.Array(UpcomingBooking),
  upcoming_total: Type.Integer(),
});
export type DeactivateUserResponse = Static<typeof DeactivateUserResponse>;

export const UserChangeResponse = Type.Object({ message: Type.String(), user: AdminUser });
export type UserChangeResponse = Static<typeof UserChangeResponse>;

/** Messages the client may show as they are. */
export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Enter a valid e-mail address',
  emailTaken: 'Another user already has this e-mail address.',
  ownSuperAdmin: `You cannot remove your own ${SUPER_ADMIN} access.`,
  lastSuperAdmin: `At least one user must keep ${SUPER_ADMIN} access.`,
  notFound: 'User not found.',
  ownDeactivate: 'You cannot deactivate your own account.',
  alreadyDeactivated: 'This user is already deactivated.',
  notDeactivated: 'This user is not deactivated.',
  notLinked: 'This user is not linked to a Google account.',
  deactivated: 'User deactivated; they are signed out everywhere',
  activated: 'User activated',
  unlinked: 'Google account unlinked; the next Google sign-in with this e-mail links again',
  unknownRole: (role: string) => `Unknown access role "${role}". Use one of: ${ROLES.join(', ')}.`,
} as const;
