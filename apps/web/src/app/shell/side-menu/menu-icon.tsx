import { MENU_ICON_PATHS, type MenuIconName } from '../../../lib/menu-icon-paths';

/** Drawn with the even-odd rule, as Material Icons draws it: its inner shapes are cut out. */
const EVEN_ODD_ICONS: ReadonlySet<MenuIconName> = new Set(['factCheck']);

/** A menu entry's icon; decorative, since the entry's name is always spoken with it. */
export function MenuIcon({ name, size = 22 }: { name: MenuIconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={MENU_ICON_PATHS[name]} fillRule={EVEN_ODD_ICONS.has(name) ? 'evenodd' : undefined} />
    </svg>
  );
}
