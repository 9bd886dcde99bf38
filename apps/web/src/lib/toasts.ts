import { TOAST_AUTO_HIDE_MS } from '@tvcm/contracts';
import { create } from 'zustand';

export type ToastSeverity = 'error' | 'warning' | 'info' | 'success';

export interface Toast {
  /** New for every toast shown, so a replacement starts its own timer and is announced again. */
  id: number;
  severity: ToastSeverity;
  message: string;
}

interface ToastState {
  toasts: readonly Toast[];
}

/** More would cover the page; the oldest gives way. */
const MAX_VISIBLE_TOASTS = 3;

/** The toasts on screen (SPEC.md §4, §8), newest last. Not persisted: a reload starts without any. */
export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

let nextId = 1;

/** Shows a toast; one with the same severity and message is replaced rather than stacked (SPEC.md §4). */
export function showToast(severity: ToastSeverity, message: string): void {
  const toast: Toast = { id: nextId++, severity, message };
  useToastStore.setState(({ toasts }) => ({
    toasts: [...toasts.filter((shown) => shown.severity !== severity || shown.message !== message), toast].slice(
      -MAX_VISIBLE_TOASTS,
    ),
  }));
}

export function closeToast(id: number): void {
  useToastStore.setState(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) }));
}

/** SPEC.md §8, §9: errors stay 10 s, the others 6 s. */
export function autoHideMs(severity: ToastSeverity): number {
  return severity === 'error' ? TOAST_AUTO_HIDE_MS.error : TOAST_AUTO_HIDE_MS.other;
}
