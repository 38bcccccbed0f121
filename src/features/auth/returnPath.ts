/**
 * Where sign-in goes back to (issue 32): a request link from a notification or mail
 * (`/room_booking?request={id}`, `/igh?request={id}`) that sent the user to /auth; /home
 * otherwise (SPEC.md §4). Only these exact shapes: nothing a link could point elsewhere with.
 */
const REQUEST_LINK = /^\/(room_booking|igh)\?request=[1-9]\d{0,9}$/;

export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && REQUEST_LINK.test(from) ? from : '/home';
}
