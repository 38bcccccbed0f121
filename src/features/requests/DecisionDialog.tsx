import type { ReactNode } from 'react';
import type { Decision } from '@contracts/requests';
import { ConfirmationDialog } from '@shared/dialogs/ConfirmationDialog';

const TEXTS: Record<Decision, { title: string; verb: string; action: string; color: 'success' | 'error' }> = {
  approved: { title: 'Approve Booking', verb: 'approve', action: 'Approve', color: 'success' },
  rejected: { title: 'Decline Booking', verb: 'decline', action: 'Decline', color: 'error' },
};

export interface PendingDecision {
  id: number;
  decision: Decision;
  subject: string;
}

interface Props {
  pending: PendingDecision | null;
  busy: boolean;
  onConfirm(): void | Promise<unknown>;
  onCancel(): void;
  /** Keeps the decision's button disabled, e.g. while the reason is too long. */
  confirmDisabled?: boolean;
  /** The decision was made: the row's buttons go, so focus goes to the heading. */
  decided?: boolean;
  /** Extra content under the question, e.g. a reason for a decline. */
  children?: ReactNode;
}

/** SPEC.md: every approve or decline is confirmed first, naming the student or the rooms. */
export function DecisionDialog({ pending, busy, onConfirm, onCancel, confirmDisabled, decided, children }: Props) {
  const texts = pending ? TEXTS[pending.decision] : TEXTS.approved;
  return (
    <ConfirmationDialog
      open={pending !== null}
      title={texts.title}
      text={`Are you sure you want to ${texts.verb} the booking for ${pending?.subject ?? ''}?`}
      confirmLabel={texts.action}
      confirmColor={texts.color}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmDisabled={confirmDisabled}
      openerGoes={decided}
    >
      {children}
    </ConfirmationDialog>
  );
}
