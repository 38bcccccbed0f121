import { Type, type Static } from '@sinclair/typebox';
import { OverrideClosure } from './blackouts';
import { IsoDate, IsoDateTime } from './booking';
import { BOOKING_STATUSES, IGH_REQUEST_STATUSES, toRequestStatus, type Decision as DecisionWord } from './booking-rules';
import { MultiLineText } from './common';
import { IGH_LIMITS, REQUEST_LIST } from './request-list';

/** What an approver may decide. An enum (not a union of literals) gives a readable 400. */
export const Decision = Type.Unsafe<DecisionWord>({ type: 'string', enum: ['approved', 'rejected'] });
export type Decision = Static<typeof Decision>;

/** POST /api/room_booking/grant_approval and POST /api/igh/update_status/. */
export const DecisionBody = Type.Object(
  {
    request_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    status: Decision,
    /** Optional words for the requester, at most 500 characters (checked with a clear message). */
    reason: Type.Optional(MultiLineText({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type DecisionBody = Static<typeof DecisionBody>;

/** POST /api/room_booking/grant_approval: a decision, and an administrator's override of a closure. */
export const RoomDecisionBody = Type.Object(
  { ...DecisionBody.properties, override_closure: OverrideClosure },
  { additionalProperties: false },
);
export type RoomDecisionBody = Static<typeof RoomDecisionBody>;

/** POST /api/room_booking/undo_decision and /api/igh/undo_decision (issue 35): the request whose decision its approver takes back. */
export const UndoDecisionBody = Type.Object(
  { request_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);
export type UndoDecisionBody = Static<typeof UndoDecisionBody>;

/**
 * A room booking request as the dean sees it. A confirmed booking reads "approved" on
 * this wire (SPEC.md §4 Requests); one withdrawn by its booker reads "cancelled".
 */
export const RoomRequestStatus = Type.Union(BOOKING_STATUSES.map((status) => Type.Literal(toRequestStatus(status))));
export type RoomRequestStatus = Static<typeof RoomRequestStatus>;

export const RoomRequest = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  start_time: IsoDateTime,
  end_time: IsoDateTime,
  rooms: Type.Array(Type.String()),
  /** Issue 35: those of `rooms` that are deactivated and take no new bookings (approving is refused). */
  inactive_rooms: Type.Array(Type.String()),
  purpose: Type.String(),
  status: RoomRequestStatus,
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type RoomRequest = Static<typeof RoomRequest>;
/**
 * GET of an approval list: every pending request always, and the newest `history` decided
 * ones (default REQUEST_LIST.historyPage); `history_total` says how many decided exist.
 */
export const RequestListQuery = Type.Object(
  { history: Type.Optional(Type.Integer({ minimum: 0, maximum: REQUEST_LIST.historyMax })) },
  { additionalProperties: false },
);
export type RequestListQuery = Static<typeof RequestListQuery>;

export const RoomRequestsResponse = Type.Object({ data: Type.Array(RoomRequest), history_total: Type.Integer() });
export type RoomRequestsResponse = Static<typeof RoomRequestsResponse>;
export const RoomDecisionResponse = Type.Object({ message: Type.String(), data: RoomRequest });
export type RoomDecisionResponse = Static<typeof RoomDecisionResponse>;

export const IghRequestStatus = Type.Union(IGH_REQUEST_STATUSES.map((status) => Type.Literal(status)));
export type IghRequestStatus = Static<typeof IghRequestStatus>;

/** A guest-house stay request: a student asks a room for a visiting relative. */
export const IghRequest = Type.Object({
  id: Type.Integer(),
  student_name: Type.String(),
  student_email: Type.String(),
  customer_name: Type.String(),
  age: Type.Integer(),
  relation_with_student: Type.String(),
  check_in: IsoDate,
  check_out: IsoDate,
  status: IghRequestStatus,
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type IghRequest = Static<typeof IghRequest>;
export const IghRequestsResponse = Type.Object({ data: Type.Array(IghRequest), history_total: Type.Integer() });
/** GET /api/igh/my_requests: the signed-in user's own requests, newest first. */
export const OwnIghRequestsResponse = Type.Object({ data: Type.Array(IghRequest) });
export type OwnIghRequestsResponse = Static<typeof OwnIghRequestsResponse>;
export type IghRequestsResponse = Static<typeof IghRequestsResponse>;
export const IghRequestResponse = Type.Object({ message: Type.String(), data: IghRequest });
export type IghRequestResponse = Static<typeof IghRequestResponse>;

export { IGH_LIMITS } from './request-list';

/** POST /api/igh/booking_requests; the student is the signed-in user. */
export const NewIghRequestBody = Type.Object(
  {
    customer_name: Type.String({ maxLength: IGH_LIMITS.nameMax }),
    age: Type.Integer({ minimum: IGH_LIMITS.ageMin, maximum: IGH_LIMITS.ageMax }),
    relation_with_student: Type.String({ maxLength: IGH_LIMITS.relationMax }),
    check_in: IsoDate,
    check_out: IsoDate,
  },
  { additionalProperties: false },
);
export type NewIghRequestBody = Static<typeof NewIghRequestBody>;

/** Answers to a bad guest-house request; decisions answer with DECISION_MESSAGES (contracts/booking-messages.ts). */
export const REQUEST_MESSAGES = {
  customerNameRequired: 'Customer name is required',
  relationRequired: 'Relation with student is required',
  invalidDate: (field: string) => `${field} is not a real calendar date`,
  checkInPast: 'Check-in cannot be in the past',
  checkInTooFar: (last: string) => `Check-in can be at most one year ahead (on or before ${last})`,
  checkOutBeforeCheckIn: 'Check-out must be on or after check-in',
  stayTooLong: `A stay can be at most ${IGH_LIMITS.maxNights} nights`,
  tooManyPending: `You already have ${REQUEST_LIST.ownPendingIghMax} pending guest-house requests; wait for a decision on one.`,
} as const;
