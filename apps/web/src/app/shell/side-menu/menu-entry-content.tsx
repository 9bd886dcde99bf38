import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { BadgeState } from '../../../features/shell/menu/menu-badge';
import { NotificationBadge } from '../notification-badge';
import { menuLabelSx } from './menu-entry-styles';

const MONOGRAM_SIZE_PX = 28;

interface MenuEntryContentProps {
  label: string;
  badge: BadgeState | null;
  collapsed: boolean;
  /** Drawn after the label in the open menu, e.g. the arrow of a group. */
  trailing?: ReactNode;
}

/**
 * What a menu row shows: the label and its badge when open; when collapsed, the label's first
 * character in a tile (the full label is still spoken and appears on hover or focus).
 */
export function MenuEntryContent({ label, badge, collapsed, trailing }: MenuEntryContentProps) {
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
        width: MONOGRAM_SIZE_PX,
        height: MONOGRAM_SIZE_PX,
        borderRadius: 1,
        bgcolor: 'grey.100',
        fontWeight: 'bold',
      }}
    >
      <span aria-hidden="true">{Array.from(label)[0]}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
      {badge && (
        <Box component="span" sx={{ position: 'absolute', top: -3, right: -3, display: 'flex' }}>
          <NotificationBadge state={badge} />
        </Box>
      )}
    </Box>
  );
}
