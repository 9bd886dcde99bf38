import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a whole value into a field as pasting it would: one input event rather than one per key, so
 * a long value costs one re-render of the form. Typing key by key stays for short values and for
 * the tests where the typing itself is under test.
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
