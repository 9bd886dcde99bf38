import Box from '@mui/material/Box';
import { lazy, type ReactNode, Suspense } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { BadgeState } from '../../../features/shell/menu/menu-badge';
import type { MenuIconName } from '../../../lib/menu-icon-paths';
import { NotificationBadge } from '../notification-badge';
import { menuLabelSx } from './menu-entry-styles';

const ICON_TILE_SIZE_PX = 32;

// The icons' path data are drawn only by the collapsed menu: they load with its first icon, not
// with every first load of the shell (the tile keeps its size meanwhile, and the name is spoken).
const MenuIcon = lazy(() => import('./menu-icon').then((module) => ({ default: module.MenuIcon })));

interface MenuEntryContentProps {
  label: string;
  /** What the collapsed menu draws in place of the label. */
  icon: MenuIconName;
  badge: BadgeState | null;
  collapsed: boolean;
  /** Drawn after the label in the open menu, e.g. the arrow of a group. */
  trailing?: ReactNode;
}

/**
 * What a menu row shows: the label and its badge when open; when collapsed, the entry's icon (the
 * label is still its accessible name, and appears beside it on hover or focus).
 */
export function MenuEntryContent({ label, icon, badge, collapsed, trailing }: MenuEntryContentProps) {
  if (!collapsed) {
    return (
      <>
        <Box component="span" sx={menuLabelSx}>
          {label}
        </Box>
        {badge && <NotificationBadge state={badge} />}
        {trailing}
      </>
    );
  }
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: ICON_TILE_SIZE_PX,
        height: ICON_TILE_SIZE_PX,
      }}
    >
      <Suspense fallback={null}>
        <MenuIcon name={icon} />
      </Suspense>
      <VisuallyHidden>{label}</VisuallyHidden>
      {badge && (
        <Box component="span" sx={{ position: 'absolute', top: -3, right: -3, display: 'flex' }}>
          <NotificationBadge state={badge} />
        </Box>
      )}
    </Box>
  );
}
