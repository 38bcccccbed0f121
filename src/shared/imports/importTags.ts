import type { TagDescription } from '@reduxjs/toolkit/query';
import type { ImportKind } from '@contracts/import-columns';
import type { TagType } from '@shared/api/api';
import { bookingChangeTags } from '@shared/api/bookingTags';

type Tag = TagDescription<TagType>;

/** The list of past imports (every kind: one answer, filtered per screen). */
export const IMPORTS_LIST = { type: 'Import', id: 'LIST' } as const satisfies Tag;

/**
 * What an import (or its undo) of a kind makes stale: the list of past imports and the lists
 * that show what the kind writes. Whole tag types, not ids: an import may update any existing
 * row and its undo may remove any it created.
 */
export function importChangeTags(kind: ImportKind): Tag[] {
  switch (kind) {
    case 'rooms':
      return [IMPORTS_LIST, 'AdminRoom', 'Rooms', 'Block'];
    case 'users':
      return [IMPORTS_LIST, 'User'];
    case 'bookings':
      return [IMPORTS_LIST, ...bookingChangeTags({ bookingIds: 'all' })];
  }
}
