/** Plain values of the approval lists both sides read (no TypeBox, so the client may import them). */
export const REQUEST_LIST = {
  /** Decided requests an approval list shows at first, and how many more "older requests" adds. */
  historyPage: 100,
  /** The most decided requests one answer carries. */
  historyMax: 10_000,
  /** Pending guest-house requests one user may hold at once (issue 15). */
  ownPendingIghMax: 5,
} as const;

/** Limits of a new guest-house request (the table allows ages 0–120). */
/** maxYearsAhead: a check-in at most a year from today (issue 36), as far as a guest house takes requests. */
export const IGH_LIMITS = { nameMax: 100, relationMax: 50, ageMin: 0, ageMax: 120, maxNights: 30, maxYearsAhead: 1 } as const;
