import type { ReactNode } from 'react';

/** Clip pattern: read by screen readers, not drawn. */
export const VISUALLY_HIDDEN_STYLE = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for assistive technology only, e.g. the full label of a collapsed menu entry. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} style={VISUALLY_HIDDEN_STYLE}>
      {children}
    </span>
  );
}
