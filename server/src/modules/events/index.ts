/**
 * The outbox (DESIGN.md §9): event payloads, recordEvent (the event, its notifications and its
 * queued mail, in the caller's transaction) and what each notice says. The module's one door.
 */
export { recordEvent, recordEvents } from './record';
export { noticeOf } from './notices';
export * from './types';
