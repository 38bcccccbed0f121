import { BULK_ACTION_MAX, BULK_SKIP_REASONS, type BulkSkipReason } from '@contracts/bulk-actions';
import type { AdminBookingsBulkBody } from '@contracts/admin-bookings';

/**
 * What the administrator has ticked in Manage Bookings: bookings by id (across pages), or
 * every booking the current filters match ("select all N matching"), which the server
 * resolves itself so nothing beyond the page is fetched.
 */
export type Selection = { mode: 'ids'; ids: ReadonlySet<number> } | { mode: 'all'; total: number };

export const NO_SELECTION: Selection = { mode: 'ids', ids: new Set() };

export function isSelected(selection: Selection, id: number): boolean {
  return selection.mode === 'all' || selection.ids.has(id);
}

/** How many bookings the selection holds. */
export function selectedCount(selection: Selection): number {
  return selection.mode === 'all' ? selection.total : selection.ids.size;
}

/**
 * Ticks or unticks one booking. Unticking one of "all matching" keeps the rest of the page
 * ticked (the whole list cannot be listed by id without reading it).
 */
export function toggleOne(selection: Selection, id: number, pageIds: readonly number[]): Selection {
  const ids = new Set(selection.mode === 'all' ? pageIds : selection.ids);
  if (selection.mode === 'ids' && !ids.has(id)) ids.add(id);
  else ids.delete(id);
  return { mode: 'ids', ids };
}

/** The page's header box: all, some or none of the page ticked. */
export function pageState(selection: Selection, pageIds: readonly number[]): 'all' | 'some' | 'none' {
  const ticked = pageIds.filter((id) => isSelected(selection, id)).length;
  if (ticked === 0) return 'none';
  return ticked === pageIds.length ? 'all' : 'some';
}

/** "Select this page": ticks every booking of the page, or unticks them when all were ticked. */
export function togglePage(selection: Selection, pageIds: readonly number[]): Selection {
  if (pageState(selection, pageIds) === 'all') {
    if (selection.mode === 'all') return NO_SELECTION;
    return { mode: 'ids', ids: new Set([...selection.ids].filter((id) => !pageIds.includes(id))) };
  }
  const ids = new Set(selection.mode === 'ids' ? selection.ids : []);
  pageIds.forEach((id) => ids.add(id));
  return { mode: 'ids', ids };
}

/** "Select all N matching": offered once the page is ticked and the list has more than the page. */
export function canSelectAllMatching(selection: Selection, pageIds: readonly number[], total: number): boolean {
  return selection.mode === 'ids' && pageIds.length > 0 && pageState(selection, pageIds) === 'all' && total > selection.ids.size;
}

/** True when a bulk action may take the selection (the server refuses more than BULK_ACTION_MAX). */
export const withinBulkLimit = (selection: Selection) => selectedCount(selection) <= BULK_ACTION_MAX;

type Target = Pick<AdminBookingsBulkBody, 'ids' | 'filter'>;

/** The request's selection: the ids, or the list's filters as the server reads them. */
export function bulkTarget(selection: Selection, filters: NonNullable<AdminBookingsBulkBody['filter']>): Target {
  if (selection.mode === 'ids') return { ids: [...selection.ids].sort((a, b) => a - b) };
  return { filter: filters };
}

/** "Already cancelled: 2; Already started or over: 1": the skipped ones by reason, most first. */
export function skippedSummary(skipped: readonly { reason: string }[]): string {
  const counts = new Map<string, number>();
  skipped.forEach(({ reason }) => counts.set(reason, (counts.get(reason) ?? 0) + 1));
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${skipLabel(reason)}: ${n.toLocaleString('en-US')}`)
    .join('; ');
}

export function skipLabel(reason: string): string {
  return BULK_SKIP_REASONS[reason as BulkSkipReason] ?? reason;
}
