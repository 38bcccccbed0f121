/** SPEC.md "User Management": empty text shows "-". */
export const orDash = (value: string | null | undefined): string => (value && value.trim() ? value : '-');

/** Manage Users' table columns (UsersList's fields between the name and the action). */
export const USER_COLUMNS = ['Name', 'Email', 'Department', 'Designation', 'Phone', 'Access', 'Created', 'Action'] as const;
