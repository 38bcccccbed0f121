import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from './booking';

/** GET /api/bookings/{id}/history (issue 35). */
export const HistoryParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });

/** One field a change altered, in words as the screens show them; `from` is null for a new booking. */
export const HistoryChange = Type.Object({
  field: Type.Union([Type.Literal('time'), Type.Literal('room'), Type.Literal('purpose'), Type.Literal('status'), Type.Literal('reason')]),
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
});
export type HistoryChange = Static<typeof HistoryChange>;

export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  at: IsoDateTime,
  /** Who did it; null when it happened by itself (a request expiring). */
  actor: Type.Union([Type.String(), Type.Null()]),
  /** What was done, e.g. "Requested", "Approved", "Changed". */
  action: Type.String(),
  changes: Type.Array(HistoryChange),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryResponse = Type.Object({ entries: Type.Array(HistoryEntry) });
export type HistoryResponse = Static<typeof HistoryResponse>;
