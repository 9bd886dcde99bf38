import { act } from '@testing-library/react';

/**
 * A double click whose second click arrives before the page has rendered what the first one did,
 * as on a busy machine: both clicks are dispatched before React renders again, so a button that is
 * disabled only by its next render (a mutation's `isPending`, a form's `isSubmitting`) still takes
 * the second one. `user.dblClick` lets React render between the two clicks and cannot show this.
 */
export function doubleClickAtOnce(element: HTMLElement): void {
  act(() => {
    for (const detail of [1, 2]) element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
  });
}
