/** SPEC.md "Room Management": at most three features per row, then "+N more". */
export const SHOWN_FEATURES = 3;

export function featureSummary(features: readonly string[]): { shown: string[]; more: number } {
  return { shown: features.slice(0, SHOWN_FEATURES), more: Math.max(features.length - SHOWN_FEATURES, 0) };
}

export const blockText = (blockName: string | null | undefined): string => (blockName && blockName.trim() ? blockName : 'Unknown');

export const capacityText = (capacity: number | null | undefined): string => (capacity == null ? 'N/A' : String(capacity));

/** Manage Rooms' table columns (RoomsList's fields between the name and the actions). */
export const ROOM_COLUMNS = ['Room Name', 'Block', 'Features', 'Capacity', 'Actions'] as const;
