import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { autoHideMs, closeToast, type Toast, useToastStore } from '../lib/toasts';

/**
 * Plain elements and a few rules of CSS: MUI's Alert, or even Box, would split MUI's shared code
 * into more chunks and cost every page's first load about a kilobyte. The colours are those of
 * MUI's filled Alert (white text at 4.5:1 or more), the shadow its elevation 6.
 */
const TOAST_CSS = `
.toast-region{position:fixed;top:16px;right:16px;z-index:1400;width:min(420px,calc(100vw - 32px));display:flex;flex-direction:column;gap:8px;pointer-events:none}
.toast{pointer-events:auto;display:flex;align-items:flex-start;gap:12px;padding:10px 8px 10px 16px;border-radius:4px;color:#fff;font-size:.875rem;font-weight:500;line-height:1.7;box-shadow:0 3px 5px -1px rgba(0,0,0,.2),0 6px 10px 0 rgba(0,0,0,.14),0 1px 18px 0 rgba(0,0,0,.12)}
.toast[data-severity=error]{background:#d32f2f}
.toast[data-severity=warning]{background:#e65100}
.toast[data-severity=info]{background:#0277bd}
.toast[data-severity=success]{background:#2e7d32}
.toast-message{flex:1;padding:4px 0;overflow-wrap:anywhere}
.toast-close{flex:none;width:30px;height:30px;border:0;border-radius:50%;background:transparent;color:inherit;font:inherit;font-size:20px;line-height:1;cursor:pointer}
.toast-close:hover{background:rgba(255,255,255,.16)}
.toast-close:focus-visible{outline:2px solid #fff;outline-offset:1px}
`;

/**
 * The toasts, top right over every page (public pages and the login page included). Rendered once
 * at the root; its code arrives just after the first paint, since no page needs it to render.
 */
export function ToastRegion() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <>
      {/* Only the toasts take clicks; the space around them leaves the page usable. */}
      <style>{TOAST_CSS}</style>
      <div className="toast-region">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  // The timer pauses while the pointer or keyboard focus is on the toast, so it can be read to
  // the end and closed on purpose (WCAG 2.2.1).
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => closeToast(toast.id), autoHideMs(toast.severity));
    return () => clearTimeout(timer);
  }, [paused, toast]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only pause the timer; the close button is the control
    <div
      className="toast"
      role={toast.severity === 'error' ? 'alert' : 'status'}
      data-severity={toast.severity}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className="toast-message">{toast.message}</div>
      <button type="button" className="toast-close" aria-label={t('common.close')} onClick={() => closeToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
