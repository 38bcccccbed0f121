/**
 * Bulk actions in Manage Bookings (issue 19): plain values both the server and the client
 * import (no TypeBox here). The server decides what is skipped and why; the client only
 * words the answer.
 */

/** Most bookings one bulk action may touch (ids sent, or the filter's matches). */
export const BULK_ACTION_MAX = 5_000;

export const BULK_ACTIONS = ['cancel', 'approve', 'reject'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Why a selected booking is left as it is. */
export const BULK_SKIP_REASONS = {
  not_found: 'No such booking',
  past: 'Already started or over',
  already_cancelled: 'Already cancelled',
  rejected: 'Rejected (a rejected request stays rejected)',
  not_pending: 'Not pending (already decided)',
  own_request: 'Your own request (nobody decides their own)',
  not_approver: 'Only a room approver (a dean) can approve room requests',
  room_deactivated: 'The room has been deactivated',
  room_closed: 'The room is closed then',
} as const;
export type BulkSkipReason = keyof typeof BULK_SKIP_REASONS;

const count = (n: number) => `${n.toLocaleString('en-US')} booking${n === 1 ? '' : 's'}`;

/** What each action does to a booking, as a past participle ("3 bookings cancelled"). */
export const BULK_DONE = { cancel: 'cancelled', approve: 'approved', reject: 'declined' } as const satisfies Record<BulkAction, string>;

export const BULK_MESSAGES = {
  tooManyIds: (n: number) =>
    `At most ${BULK_ACTION_MAX.toLocaleString('en-US')} bookings can be changed at once; this selection has ${n.toLocaleString('en-US')}.`,
  tooManyMatches: `This filter matches more than ${BULK_ACTION_MAX.toLocaleString('en-US')} bookings; narrow it to at most ${BULK_ACTION_MAX.toLocaleString('en-US')} to change them at once.`,
  idsOrFilter: 'Send either ids or filter (one of them, not both).',
  /** The answer: "12 bookings cancelled; 3 skipped." / a dry run: "12 bookings would be cancelled; 3 skipped." */
  done: (action: BulkAction, changed: number, skipped: number, dryRun: boolean) =>
    `${count(changed)} ${dryRun ? 'would be ' : ''}${BULK_DONE[action]}${skipped ? `; ${skipped.toLocaleString('en-US')} skipped` : ''}.`,
} as const;
