import { POPUP_HOVER_DELAY_MS } from '@tvcm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AIM_RECHECK_MS, CLOSE_DELAY_MS, MenuPopupCoordinator } from './menu-popup-coordinator';

// 枠一覧から探す's popup, right of a 226 px menu, from its parent's row (y 100–140) downwards.
const slotListPopup = { left: 226, top: 100, bottom: 280 };

function coordinatorWithPopup() {
  let popupOnScreen = false;
  const coordinator = new MenuPopupCoordinator(() => (popupOnScreen ? slotListPopup : null));
  coordinator.subscribe(() => {
    popupOnScreen = coordinator.getOpen()?.id === 'slotList';
  });
  return coordinator;
}

/** Moves the pointer in a straight line, one mousemove per step. */
function movePointer(coordinator: MenuPopupCoordinator, from: { x: number; y: number }, to: { x: number; y: number }) {
  const steps = 10;
  for (let step = 1; step <= steps; step += 1) {
    coordinator.pointerMoved({ x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MenuPopupCoordinator', () => {
  it('keeps the open popup while the pointer crosses a neighbour on its way into it', () => {
    const coordinator = coordinatorWithPopup();
    coordinator.pointerMoved({ x: 110, y: 120 });
    coordinator.pointerEntered('slotList');
    vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS);
    expect(coordinator.getOpen()).toEqual({ id: 'slotList', cause: 'pointer' });

    // Diagonally down-right, over 放送条件から探す (the next row), towards 直前枠.
    coordinator.pointerLeft('slotList');
    coordinator.pointerEntered('airingConditions');
    movePointer(coordinator, { x: 110, y: 120 }, { x: 200, y: 150 });
    vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS + AIM_RECHECK_MS / 2);
    expect(coordinator.getOpen()?.id).toBe('slotList');

    movePointer(coordinator, { x: 200, y: 150 }, { x: 240, y: 165 });
    coordinator.pointerLeft('airingConditions');
    coordinator.pointerEntered('slotList');
    vi.advanceTimersByTime(AIM_RECHECK_MS * 3);
    expect(coordinator.getOpen()?.id).toBe('slotList');
  });

  it('opens the neighbour once the pointer stops on it, or moves down the menu', () => {
    const coordinator = coordinatorWithPopup();
    coordinator.pointerMoved({ x: 110, y: 120 });
    coordinator.pointerEntered('slotList');
    vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS);

    coordinator.pointerLeft('slotList');
    coordinator.pointerEntered('airingConditions');
    movePointer(coordinator, { x: 110, y: 120 }, { x: 150, y: 150 });
    vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS);
    expect(coordinator.getOpen()?.id).toBe('slotList');
    // The pointer rests: the user meant the neighbour.
    vi.advanceTimersByTime(AIM_RECHECK_MS);
    expect(coordinator.getOpen()).toEqual({ id: 'airingConditions', cause: 'pointer' });

    coordinator.pointerLeft('airingConditions');
    coordinator.pointerEntered('slotList');
    vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS);
    coordinator.pointerLeft('slotList');
    coordinator.pointerEntered('airingConditions');
    movePointer(coordinator, { x: 150, y: 130 }, { x: 150, y: 160 });
    vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS);
    expect(coordinator.getOpen()?.id).toBe('airingConditions');
  });

  it('closes a pointer-opened popup when the pointer leaves, but not one opened by focus or click', () => {
    const coordinator = coordinatorWithPopup();
    coordinator.pointerEntered('guides');
    vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS);
    coordinator.pointerLeft('guides');
    vi.advanceTimersByTime(CLOSE_DELAY_MS);
    expect(coordinator.getOpen()).toBeNull();

    coordinator.show('guides', 'focus');
    coordinator.pointerEntered('guides');
    coordinator.pointerLeft('guides');
    vi.advanceTimersByTime(CLOSE_DELAY_MS);
    expect(coordinator.getOpen()?.id).toBe('guides');
  });

  it('has one popup open at most, and a second click closes it', () => {
    const coordinator = coordinatorWithPopup();
    coordinator.show('guides', 'focus');
    coordinator.pointerEntered('slotList');
    vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS);
    expect(coordinator.getOpen()?.id).toBe('slotList');
    coordinator.hide('guides');
    expect(coordinator.getOpen()?.id).toBe('slotList');

    coordinator.click('slotList');
    expect(coordinator.getOpen()).toEqual({ id: 'slotList', cause: 'click' });
    coordinator.click('slotList');
    expect(coordinator.getOpen()).toBeNull();
  });
});
