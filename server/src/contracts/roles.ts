/** Shared by client and server: plain data and functions only, no server imports. */
/** The six role names of SPEC.md §6; a user's `access` list holds some of them. */
export const ROLES = ['super_admin', 'rb_admin', 'rb_dean', 'rb_faculty', 'rb_clubs', 'igh'] as const;
export type Role = (typeof ROLES)[number];

/** DESIGN.md §4: who may do what. super_admin is in every list. */
export const CAPABILITIES = {
  book: ['rb_faculty', 'rb_clubs', 'rb_admin', 'super_admin'],
  recurring: ['rb_admin', 'super_admin'],
  approveRooms: ['rb_dean', 'super_admin'],
  approveGuestHouse: ['igh', 'super_admin'],
  manageBookings: ['rb_admin', 'super_admin'],
  manageRooms: ['rb_admin', 'super_admin'],
  manageUsers: ['super_admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(access: readonly string[], capability: Capability): boolean {
  const allowed: readonly string[] = CAPABILITIES[capability];
  return access.some((role) => allowed.includes(role));
}

/** Bookings by these roles are confirmed at once; others wait for a dean. */
export function bookingIsAutoConfirmed(access: readonly string[]): boolean {
  return can(access, 'manageBookings');
}
