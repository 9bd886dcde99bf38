import type { MouseEvent } from 'react';

/**
 * For a dialog's container (the area around the dialog): the second click of the double click that
 * opened the dialog lands there, and a dialog closes on a click outside it. A click that is the
 * second (or later) of a quick series is stopped before the dialog sees it (its press as well as
 * the click, so the dialog does not remember a press outside that never ended in a click), so a
 * double click on a button that opens a dialog leaves the dialog open; a single click outside
 * still closes it.
 */
export function ignoreRepeatedClickOutside(event: MouseEvent<HTMLElement>): void {
  if (event.detail > 1 && event.target === event.currentTarget) event.stopPropagation();
}

/**
 * For a button that appears where the one just clicked was (a form's "next" giving way to its
 * confirmation's "send"): the second click of a double click on the first button is no click on
 * the second one. A click by keyboard has no count (0) and always counts.
 */
export function isRepeatedClick(event: MouseEvent): boolean {
  return event.detail > 1;
}
