/** SPEC.md "User Management": empty text shows "-". */
export const orDash = (value: string | null | undefined): string => (value && value.trim() ? value : '-');

/** Access roles comma-joined, or "-". */
export const accessText = (access: readonly string[]): string => (access.length ? access.join(', ') : '-');

/** The creation date in the browser's locale and time zone; "Invalid date" when unparseable. */
export function createdText(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : date.toLocaleDateString();
}
