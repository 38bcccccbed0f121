/** What each audit action of a booking (or its series) reads as in its history (issue 35). */
const ACTION_WORDS: Record<string, string> = {
  'booking.create': 'Booked',
  'booking.update': 'Changed',
  'booking.admin_update': 'Changed',
  'booking.delete': 'Cancelled by the booker',
  'booking.admin_delete': 'Cancelled',
  'booking.bulk_cancel': 'Cancelled',
  'booking.bulk_approve': 'Approved',
  'booking.bulk_reject': 'Declined',
  approve: 'Approved',
  reject: 'Declined',
  expire: 'Expired — no decision before it began',
  undo_decision: 'Decision undone',
  'closure.override': 'Booked over a closure',
  'recurring.draft': 'Recurring booking drafted',
  'recurring.create': 'Recurring booking created',
  'recurring.confirm': 'Recurring booking created',
  'recurring.update': 'Recurring booking changed',
  'recurring.delete': 'Recurring booking deleted',
};

/** The action's words; a new booking made pending reads "Requested". */
export function actionWords(action: string, statusAfter: unknown): string {
  if (action === 'booking.create' && statusAfter === 'pending') return 'Requested';
  return ACTION_WORDS[action] ?? action;
}
