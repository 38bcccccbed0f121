import type { ReactNode } from 'react';
import type { RequestStatus } from '@contracts/booking-status';
import type { Decision } from '@contracts/requests';

/** What every request row has; the rest is described by columns. */
export interface RequestRow {
  id: number;
  status: RequestStatus;
  /** The decision's reason, if the approver gave one. */
  reason?: string | null;
}

export interface RequestColumn<T> {
  header: string;
  render(row: T): ReactNode;
}

/** Everything that differs between the guest-house and the room-request lists. */
export interface RequestListConfig<T extends RequestRow> {
  title: string;
  caption: string;
  columns: RequestColumn<T>[];
  selectPending(rows: readonly T[]): T[];
  isPending(row: T): boolean;
  /** When the request begins (a room's start, a stay's check-in): the list's order. */
  startOf(row: T): string;
  /** Who or what the confirmation dialog names: the student, or the rooms. */
  subject(row: T): string;
  /** What a decision's toast names (issue 35): the rooms and time, or the stay. */
  summary(row: T): string;
}

/** Sends a decision; a decline may carry a reason for the requester. */
export type DecideRequest = (id: number, decision: Decision, reason?: string) => Promise<unknown>;
