import { Type, type Static } from '@sinclair/typebox';
import { USER_FIELD_MAX } from './limits';
import { IsoDateTime } from './booking';
import { PageMeta } from './common';
import { ROLES } from './roles';

/** Page sizes are 1–100; a larger limit is refused rather than clamped (docs/DECISIONS.md). */
export const LIST_LIMIT_MAX = 100;

/** page and limit of the server-paged admin lists (DESIGN.md §6). */
export const PagingQuery = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: LIST_LIMIT_MAX, default: 10 }),
};

const Filter = Type.Optional(Type.String({ maxLength: 200 }));

/** GET /api/admin/users: case-insensitive substring filters. */
export const UsersQuery = Type.Object(
  { ...PagingQuery, name: Filter, email: Filter, department: Filter },
  { additionalProperties: false },
);
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

/** Messages the client may show as they are. */
export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Enter a valid e-mail address',
  emailTaken: 'Another user already has this e-mail address.',
  ownSuperAdmin: 'You cannot remove your own super_admin access.',
  lastSuperAdmin: 'At least one user must keep super_admin access.',
  notFound: 'User not found.',
  unknownRole: (role: string) => `Unknown access role "${role}". Use one of: ${ROLES.join(', ')}.`,
} as const;
