import type { UserEvent } from '@testing-library/user-event';

/**
 * Enters text as one paste instead of a keystroke per character. Meant for the autosizing
 * (multiline) purpose boxes: MUI measures their styles on every change and jsdom's
 * getComputedStyle walks every style rule, so typing a sentence there took seconds.
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
