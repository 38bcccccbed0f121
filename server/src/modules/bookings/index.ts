/**
 * The one owner of the bookings table (DESIGN.md §9): every write of a booking or a
 * series goes through these functions, each in a room transaction (room-lock.ts) that
 * writes its audit row and its event. Other modules keep their routes and call in here;
 * they read bookings through the one row type and its projections.
 */
export type { BookingContext } from './context';
export { createBooking, type NewBookingInput } from './create';
export { bookerOf } from './booker';
export { updateBooking, type BookingEditMode } from './edit';
export { cancelBooking, type CancelResult } from './cancel';
export { decideBooking } from './decide';
export { assertMayApprove, judgeApprovals, type ApprovalCandidate, type ApprovalRefusal, type ApprovalVerdict } from './approval';
export { checkInBooking } from './check-in';
export { dueForRelease, releaseDueBookings } from './release';
export { offerFreedTime } from './waitlist-offer';
export { sendDueReminders } from './reminders';
export { expireOverdueRequests } from './expire';
export { undoDecision } from './undo-decision';
export { bookedBy, bookSeries, seriesConflicts, storeSeriesDraft, type SeriesRequest } from './series';
export { moveSeries, removeSeries, type SeriesBookingMove } from './series-change';
export { findClashes, clashError, toConflictItems, type Clash, type Occurrence, type Range } from './clash';
export { isOverlapError, writeRoom } from './room-lock';
export { assertRoomTakesBooking } from './room-state';
export { decisionReason, parseBookingRange, assertTimeRules } from './rules';
export { selectBookingRecords, findBookingRecord, findSeries, roomExists, type BookingRecord, type Db, type SeriesRow } from './records';
export { assertOpen, CLOSURES_LOCK } from './closures';
export { assertWithinDaysAhead, daysAheadLimit } from './policy';
export { closedSlotsSql, closesRoom, firstClosureReason, takesRoom, type ClosedSlotRow } from './closed';
export { toAdminBookingWire, toBookingWire, toPastBookingWire, toRoomRequestWire } from './projections';
export { bulkChangeBookings, skipReason, type BulkRequest, type BulkResult, type BulkSkip } from './bulk';
export { checkBatch, clashesWithinBatch, type BatchBooking, type BatchCheck, type BatchConflict } from './batch-check';
export { cancelBatch, writeBatch, type BatchCancelResult, type BatchWriteRequest, type BatchWriteResult } from './batch-write';
