import type { SessionUser } from '../../plugins/session';

/** Who acts when the campus itself changes a booking (a job, not a person): audit and events record no user. */
export const CAMPUS_ACTOR: SessionUser = { id: 0, name: 'Campus Room Booking', email: '', access: [], picture: '' };
