import type { BulkAction } from '@contracts/bulk-actions';

/** The words of each bulk action: its button, its dialog and its confirm button. */
export const BULK_TEXTS: Record<BulkAction, { button: string; title: string; verb: string; color: 'error' | 'success'; reason: boolean }> =
  {
    cancel: { button: 'Cancel bookings', title: 'Cancel Bookings', verb: 'cancelled', color: 'error', reason: true },
    approve: { button: 'Approve', title: 'Approve Requests', verb: 'approved', color: 'success', reason: false },
    reject: { button: 'Decline', title: 'Decline Requests', verb: 'declined', color: 'error', reason: true },
  };

const bookings = (n: number) => `${n.toLocaleString('en-US')} booking${n === 1 ? '' : 's'}`;

/** The confirmation's question from the dry run: how many change, of how many selected. */
export function previewText(action: BulkAction, changed: number, selected: number): string {
  const verb = BULK_TEXTS[action].verb;
  if (changed === 0) return `None of the ${bookings(selected)} selected can be ${verb}.`;
  const of = changed === selected ? '' : ` of the ${selected.toLocaleString('en-US')} selected`;
  return `${bookings(changed)}${of} will be ${verb}. Continue?`;
}
