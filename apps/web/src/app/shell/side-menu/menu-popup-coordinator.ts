import { POPUP_HOVER_DELAY_MS } from '@tvcm/contracts';
import { isHeadingToward, type PanelEdge, type Point } from './safe-triangle';

/**
 * A pointer crossing from an entry to its popup may pass over the menu's scrollbar or a gap for a
 * moment; waiting this long before closing keeps the popup from flickering shut on the way.
 */
export const CLOSE_DELAY_MS = 200;
/**
 * While the pointer heads for the open popup, another entry's popup waits; this often the
 * coordinator looks again. A pointer that has stopped moving by then has changed its mind.
 */
export const AIM_RECHECK_MS = 300;
/** How many pointer positions back the safe triangle starts: a few, to smooth out a hand's jitter. */
const TRAIL_LENGTH = 3;

/** What opened a popup: one opened by the pointer closes when the pointer leaves. */
export type OpenCause = 'pointer' | 'focus' | 'click' | 'keyboard';

export interface OpenPopup {
  id: string;
  cause: OpenCause;
}

/**
 * Decides which one popup of the side menu is open (never two: a focused parent and a hovered
 * one used to leave both stacked). Pointer moves open after the spec's hover delay (SPEC.md §9),
 * except while the pointer is on its way into the popup already open (the safe triangle):
 * crossing a neighbouring entry diagonally then does not swap popups under the hand.
 */
export class MenuPopupCoordinator {
  private open: OpenPopup | null = null;
  private hoveredId: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private trail: Point[] = [];
  private movedSinceDeferral = true;
  private readonly listeners = new Set<() => void>();

  /** `openPanelEdge` measures the open popup's near edge, or null when it is not on screen. */
  constructor(private readonly openPanelEdge: () => PanelEdge | null) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getOpen = (): OpenPopup | null => this.open;

  pointerMoved(point: Point): void {
    this.trail = [...this.trail.slice(1 - TRAIL_LENGTH), point];
    this.movedSinceDeferral = true;
  }

  pointerEntered(id: string): void {
    this.hoveredId = id;
    this.schedule(POPUP_HOVER_DELAY_MS);
  }

  pointerLeft(id: string): void {
    if (this.hoveredId === id) this.hoveredId = null;
    this.schedule(CLOSE_DELAY_MS);
  }

  /** Opens `id`'s popup at once (focus, keyboard, click), closing any other. */
  show(id: string, cause: OpenCause): void {
    this.cancel();
    if (this.open?.id === id && this.open.cause === cause) return;
    this.set({ id, cause });
  }

  /** Closes `id`'s popup if it is the one open; another entry's popup is left alone. */
  hide(id: string): void {
    if (this.open?.id !== id) return;
    this.cancel();
    this.set(null);
  }

  /** A click opens the popup and keeps it open; a second click on the same parent closes it. */
  click(id: string): void {
    if (this.open?.id === id && this.open.cause === 'click') this.hide(id);
    else this.show(id, 'click');
  }

  /** Drops a pending change, e.g. when the menu goes away. */
  dispose(): void {
    this.cancel();
  }

  private cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(delay: number): void {
    this.cancel();
    this.timer = setTimeout(() => this.settle(), delay);
  }

  /** Brings the open popup in line with where the pointer rests, unless it is still on its way. */
  private settle(): void {
    this.timer = undefined;
    const target = this.hoveredId;
    const current = this.open;
    if (target === (current?.id ?? null)) return;
    // Only a popup the pointer opened closes when the pointer merely leaves.
    if (target === null && current && current.cause !== 'pointer') return;
    if (current && this.headingForOpenPopup()) {
      this.movedSinceDeferral = false;
      this.schedule(AIM_RECHECK_MS);
      return;
    }
    this.set(target === null ? null : { id: target, cause: 'pointer' });
  }

  private headingForOpenPopup(): boolean {
    if (!this.movedSinceDeferral) return false;
    const edge = this.openPanelEdge();
    const from = this.trail[0];
    const to = this.trail.at(-1);
    return Boolean(edge && from && to && isHeadingToward(from, to, edge));
  }

  private set(open: OpenPopup | null): void {
    this.open = open;
    for (const listener of this.listeners) listener();
  }
}
