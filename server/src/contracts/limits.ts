/**
 * Limits the client needs as values, kept free of TypeBox so importing them does not put
 * the schema library into the browser bundle (the schema files import these).
 */

/** SPEC.md §9: the page sizes Manage Bookings offers. */
export const ADMIN_BOOKING_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const ADMIN_BOOKING_DEFAULT_LIMIT = 10;

export const ROOM_NAME_MAX = 100;
/** Block names (issue 15: blocks are added and renamed in Manage Rooms). */
export const BLOCK_NAME_MAX = 100;
export const CAPACITY_MAX = 100_000;

/** Longest value of each editable user text field (the edit dialog stops typing there too). */
export const USER_FIELD_MAX = { name: 200, email: 254, department: 200, designation: 200, phone: 50 } as const;

/** The notifications panel's page size, and the most one request may ask for or mark. */
export const NOTIFICATION_LIMITS = { pageSize: 10, maxPageSize: 50, maxIds: 100 } as const;

/**
 * The day grid (DESIGN.md §10): GET /api/schedule pages rooms (default 50, at most 200) over
 * one to seven days.
 */
export const SCHEDULE_LIMITS = { defaultLimit: 50, maxLimit: 200, maxDays: 7 } as const;
