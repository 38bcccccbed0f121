import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from './booking';

/**
 * A secret calendar feed link (issue 14). The token is stored hashed, so the URL is
 * answered only when the link is created; afterwards only when it was made is known.
 */
export const CalendarFeedResponse = Type.Object({
  /** The subscription URL: only in the answer that created it. */
  url: Type.Union([Type.String(), Type.Null()]),
  /** When the link in use was created; null when there is none. */
  created_at: Type.Union([IsoDateTime, Type.Null()]),
});
export type CalendarFeedResponse = Static<typeof CalendarFeedResponse>;

/** GET /api/calendar/{token}.ics */
export const FeedParams = Type.Object({ token: Type.String() }, { additionalProperties: false });
