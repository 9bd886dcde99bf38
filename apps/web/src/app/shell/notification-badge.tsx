import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { BadgeColour, BadgeState } from '../../features/shell/menu/menu-badge';
import { useFiguresOutOfDate } from '../../lib/failing-update';
import { useTranslation } from '../../lib/i18n';
import { notificationKeys } from '../../lib/notification-keys';

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
 * While the notification poll cannot refresh it (the server is away) it is drawn faded, and its
 * name says that it could not be updated (`data-out-of-date` for the end-to-end tests).
 */
export function NotificationBadge({ state, decorative = false }: NotificationBadgeProps) {
  const { t } = useTranslation();
  const outOfDate = useFiguresOutOfDate(notificationKeys.all);
  const signals = state.signals.map((signal) => t(`menu.badges.${signal}`)).join('');
  const label = outOfDate ? `${signals}（${t('serverAway.outOfDate')}）` : signals;
  const a11yProps = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <Box
      component="span"
      {...a11yProps}
      data-badge={state.colour}
      data-out-of-date={outOfDate || undefined}
      title={outOfDate ? t('serverAway.outOfDate') : undefined}
      sx={{
        opacity: outOfDate ? 0.35 : 1,
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
