/** SPEC.md §8's series toasts. */
export const SERIES_TOASTS = {
  updated: 'All recurring bookings updated successfully',
  deleted: 'All recurring bookings deleted successfully',
  failed: 'Failed to edit/delete recurring booking',
} as const;
