import { Type, type Static } from '@sinclair/typebox';

/** GET /api/admin/bookers?search= (issue 35): whom an administrator may book for. */
export const BookersQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });
export type BookersQuery = Static<typeof BookersQuery>;

export const Booker = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });
export type Booker = Static<typeof Booker>;

export const BookersResponse = Type.Object({ bookers: Type.Array(Booker) });
export type BookersResponse = Static<typeof BookersResponse>;

/** Issue 35: in a booking or recurring body, the person an administrator books for; the booking is theirs. */
export const BookerId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 }));

/** At most this many people match a search. */
export const BOOKERS_LIMIT = 20;
