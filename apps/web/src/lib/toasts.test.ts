import { describe, expect, it } from 'vitest';
import { autoHideMs, closeToast, showToast, useToastStore } from './toasts';

const shown = () => useToastStore.getState().toasts.map(({ severity, message }) => `${severity}: ${message}`);

describe('toasts', () => {
  it('replaces a toast of the same severity and message instead of stacking it', () => {
    showToast('error', 'A');
    const first = useToastStore.getState().toasts[0];
    showToast('success', 'A');
    showToast('error', 'A');

    expect(shown()).toEqual(['success: A', 'error: A']);
    // A new id: the replacement restarts its timer and is announced again.
    expect(useToastStore.getState().toasts.at(-1)?.id).not.toBe(first?.id);
  });

  it('keeps the three newest', () => {
    for (const message of ['1', '2', '3', '4']) showToast('info', message);

    expect(shown()).toEqual(['info: 2', 'info: 3', 'info: 4']);
  });

  it('closes one toast by its id', () => {
    showToast('info', 'stays');
    showToast('warning', 'goes');
    closeToast(useToastStore.getState().toasts.at(-1)?.id ?? 0);

    expect(shown()).toEqual(['info: stays']);
  });

  it('hides errors after 10 s and the others after 6 s', () => {
    expect(autoHideMs('error')).toBe(10_000);
    expect([autoHideMs('success'), autoHideMs('info'), autoHideMs('warning')]).toEqual([6_000, 6_000, 6_000]);
  });
});
