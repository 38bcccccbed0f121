/**
 * Issue 35: the roles in words, for screens and messages (docs/decisions/0220-roles-in-words.md).
 * Apart from roles.ts, which every page loads for the menu and the route checks: only the
 * screens that show roles load these words (the bundle budget, docs/decisions/0203).
 */
import { ROLES, type Role } from './roles';

/**
 * Issue 35: each role in words, from the people SPEC.md §1 names ("Faculty, deans, clubs, a
 * guest-house operator and administrators"): what every screen shows instead of the code.
 * The codes stay on the wire, in the users import and in the API.
 */
export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super administrator',
  rb_admin: 'Administrator',
  rb_dean: 'Dean',
  rb_faculty: 'Faculty',
  rb_clubs: 'Clubs',
  igh: 'Guest-house operator',
};

/** What each role may do, in a line (SPEC.md §6's menus), shown where a role is given. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  super_admin: 'Decides room and guest-house requests, books rooms, manages users and rooms',
  rb_admin: 'Books rooms (weekly too) without approval, manages all bookings and rooms',
  rb_dean: 'Approves or declines room booking requests',
  rb_faculty: "Books rooms; each booking waits for a dean's approval",
  rb_clubs: "Books rooms for a club; each booking waits for a dean's approval",
  igh: 'Approves or declines guest-house booking requests',
};

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** "rb_faculty" → "Faculty"; a code that is no role stays as it is. */
export const roleLabel = (role: string): string => (isRole(role) ? ROLE_LABELS[role] : role);

/** A role's line of what it may do; none for a code that is no role. */
export const roleDescription = (role: string): string | null => (isRole(role) ? ROLE_DESCRIPTIONS[role] : null);

/** An access list in words, comma-joined (SPEC.md "User Management"), or "-" when empty. */
export const accessInWords = (access: readonly string[]): string => (access.length ? access.map(roleLabel).join(', ') : '-');
