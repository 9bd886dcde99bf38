/** Where focus goes when a popup opens from the keyboard. */
export type FocusTarget = 'first' | 'last';

/** Focuses a popup's link by index, wrapping round both ends (-1 is the last link). */
export function focusLinkAt(panel: HTMLElement | null, index: number): void {
  const links = Array.from(panel?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  links[(index + links.length) % links.length]?.focus();
}

export function focusLinkAtTarget(panel: HTMLElement | null, target: FocusTarget): void {
  focusLinkAt(panel, target === 'first' ? 0 : -1);
}
