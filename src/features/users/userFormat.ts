/** SPEC.md "User Management": empty text shows "-". */
export const orDash = (value: string | null | undefined): string => (value && value.trim() ? value : '-');
