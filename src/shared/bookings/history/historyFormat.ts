import { formatDateTime } from '../campusFormat';

/** When a change happened, e.g. "Wed, Mar 04, 2026, 09:30 AM" in campus time. */
export const historyTimeLabel = (value: string, tz: string): string => formatDateTime(value, tz);
