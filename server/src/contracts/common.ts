import { Type, type Static, type StringOptions } from '@sinclair/typebox';
import { BOOKING_STATUSES } from './booking-status';
import { TEXT_KEYWORD } from './text-rule';

/** Every error answer (DESIGN.md §7). */
export const ErrorResponse = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.Optional(Type.String()) }))),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

/** A stored status on the wire: the one union of contracts/booking-status.ts, as a schema. */
export const BookingStatus = Type.Union(BOOKING_STATUSES.map((status) => Type.Literal(status)));
export type BookingStatus = Static<typeof BookingStatus>;

/** A numeric id in the path: a positive 32-bit integer. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });

export const MessageResponse = Type.Object({ message: Type.String() });

/** Standard error answers to list on a route's schema. */
export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** Pagination meta of the server-paged lists (SPEC.md §3, DESIGN.md §6). */
export const PageMeta = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type PageMeta = Static<typeof PageMeta>;

/**
 * A free-text field whose box has several lines (a purpose, a decision's reason): tab and
 * line breaks are allowed. Every other string of a request is single-line text and refuses
 * them, with every control character (contracts/text-rule.ts; docs/DEVELOPMENT.md).
 */
export const MultiLineText = (options: StringOptions = {}) => Type.String({ ...options, [TEXT_KEYWORD]: 'multi-line' });
