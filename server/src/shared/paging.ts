/** Helpers for the server-paged admin lists (DESIGN.md §6). */

/** An ILIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A filter value worth applying: trimmed, and absent when blank. */
export const filterText = (value: string | undefined): string | undefined => value?.trim() || undefined;

export interface Paging {
  page: number;
  limit: number;
}

/** Row offset of a page; pages count from 1. */
export const pageOffset = ({ page, limit }: Paging): number => (page - 1) * limit;

/** The `meta` and `totalPages` every paged list answers with (SPEC.md §3). */
export function pageInfo(total: number, { page, limit }: Paging) {
  return { meta: { total, page, limit }, totalPages: Math.ceil(total / limit) };
}
