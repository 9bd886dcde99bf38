import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { BadgeColour, BadgeState } from '../../features/shell/menu/menu-badge';

const BADGE_SIZE_PX = 10;

function badgeBackground(colour: BadgeColour, theme: Theme): string {
  const red = theme.palette.error.main;
  const blue = theme.palette.info.main;
  if (colour === 'red') return red;
  if (colour === 'blue') return blue;
  // A hard stop in the middle draws the spec's "half red and half blue" dot.
  return `linear-gradient(90deg, ${red} 50%, ${blue} 50%)`;
}

interface NotificationBadgeProps {
  state: BadgeState;
  /** Next to text that already says what the badge means: drawn, not spoken twice. */
  decorative?: boolean;
}

/**
 * The coloured dot on a menu entry (SPEC.md §4). It is an image with a spoken name, so colour is
 * never the only carrier of the meaning; `data-badge` lets end-to-end tests check the colour.
 */
export function NotificationBadge({ state, decorative = false }: NotificationBadgeProps) {
  const { t } = useTranslation();
  const label = state.signals.map((signal) => t(`menu.badges.${signal}`)).join('');
  const a11yProps = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <Box
      component="span"
      {...a11yProps}
      data-badge={state.colour}
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: BADGE_SIZE_PX,
        height: BADGE_SIZE_PX,
        borderRadius: '50%',
        background: (theme) => badgeBackground(state.colour, theme),
        // Keeps the dot visible on a highlighted or hovered entry.
        boxShadow: '0 0 0 2px #fff',
      }}
    />
  );
}
