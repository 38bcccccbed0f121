import { STATUS_LABELS } from '../../contracts/booking-status';

/**
 * What each audit action of a booking (or its series) reads as in its history (issue 35); an
 * action that leaves a status is named by that status's one label.
 */
const ACTION_WORDS: Record<string, string> = {
  'booking.create': 'Booked',
  'booking.update': 'Changed',
  'booking.admin_update': 'Changed',
  'booking.delete': 'Cancelled by the booker',
  'booking.admin_delete': STATUS_LABELS.cancelled,
  'booking.bulk_cancel': STATUS_LABELS.cancelled,
  'booking.bulk_approve': STATUS_LABELS.approved,
  'booking.bulk_reject': STATUS_LABELS.rejected,
  approve: STATUS_LABELS.approved,
  reject: STATUS_LABELS.rejected,
  expire: STATUS_LABELS.expired,
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
