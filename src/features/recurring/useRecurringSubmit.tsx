import { useState } from 'react';
import { useSnackbar } from '@shared/toasts';
import type { ConflictItem, RecurringBody } from '@contracts/recurring';
import { serverMessage } from '@shared/bookings/serverMessage';
import { ToastText } from '@shared/bookings/ToastText';
import { useConfirmRecurringBookingMutation, useCreateRecurringBookingMutation } from './api';

interface Draft {
  id: number;
  conflicts: ConflictItem[];
  forName?: string;
}

/** The server's message; booked for someone else (issue 35), the toast names them. */
const toast = (message: string, forName?: string) => (forName ? <ToastText title={message} detail={`For ${forName}`} /> : message);

/** A 409 from confirm that lists the clashes as they are now. */
function freshConflicts(error: unknown): ConflictItem[] | null {
  const data = (error as { status?: unknown; data?: { conflicts?: unknown } } | null)?.data;
  return Array.isArray(data?.conflicts) && data.conflicts.length > 0 ? (data.conflicts as ConflictItem[]) : null;
}

/**
 * SPEC.md §4 "Recurring creation": submit, then either success (form reset) or a draft
 * with conflicts (dialog); confirm books the other dates, cancel drops the conflicts.
 */
export function useRecurringSubmit(onBooked: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  const [create, { isLoading: creating }] = useCreateRecurringBookingMutation();
  const [confirmDraft, { isLoading: confirming }] = useConfirmRecurringBookingMutation();
  const [draft, setDraft] = useState<Draft | null>(null);

  const submit = async (body: RecurringBody, forName?: string) => {
    if (creating) return; // the button stays focusable while booking, so a second press can come
    try {
      const result = await create(body).unwrap();
      if (!result.success) return setDraft({ id: result.recurring_booking_id, conflicts: result.conflicts, forName });
      enqueueSnackbar(toast(result.message || 'Recurring booking created successfully!', forName), { variant: 'success' });
      onBooked();
    } catch (error) {
      enqueueSnackbar(serverMessage(error) ?? 'Failed to create recurring booking.', { variant: 'error' });
    }
  };

  const confirm = async () => {
    if (!draft) return;
    try {
      const result = await confirmDraft({ recurring_booking_id: draft.id, skip_dates: draft.conflicts.map((c) => c.date) }).unwrap();
      enqueueSnackbar(toast(result.message || 'Recurring booking confirmed (skipping conflicts).', draft.forName), { variant: 'success' });
      setDraft(null);
      onBooked();
    } catch (error) {
      enqueueSnackbar(<ToastText title="Failed to confirm booking." detail={serverMessage(error)} />, { variant: 'error' });
      // New clashes since the draft: show them all so the user can skip those too.
      const fresh = freshConflicts(error);
      if (fresh) setDraft({ ...draft, conflicts: mergeConflicts(draft.conflicts, fresh) });
    }
  };

  return { submit, confirm, cancel: () => setDraft(null), conflicts: draft?.conflicts ?? null, creating, confirming };
}

/** Known conflicts plus new ones, by date. */
export function mergeConflicts(known: ConflictItem[], fresh: ConflictItem[]): ConflictItem[] {
  const byKey = new Map(known.map((c) => [`${c.date} ${c.time_slot}`, c]));
  for (const c of fresh) byKey.set(`${c.date} ${c.time_slot}`, c);
  return [...byKey.values()].sort((a, b) => a.date.localeCompare(b.date) || a.time_slot.localeCompare(b.time_slot));
}
