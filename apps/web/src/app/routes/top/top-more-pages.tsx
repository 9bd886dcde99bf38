import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ACCESS_RULES, type AccessRuleName, type LicenseResponse } from '@tvcm/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type ja from '../../../locales/ja/shell.json';
import { MenuAnchor } from '../../shell/menu-anchor';
import { shortcutCardSx, shortcutGridSx, shortcutLinkSx } from './top-shortcuts';

interface MorePage {
  path: string;
  /** Key under `top.morePages.items`. */
  label: keyof typeof ja.top.morePages.items;
  /** The access rule of the page's route and of the API calls it makes. */
  requires: AccessRuleName;
}

/**
 * Pages of this app that the side menu does not lead to (SPEC.md §2 fixes the menu and sends its
 * entries to the main site), offered here to the users their rules let in.
 */
const MORE_PAGES: readonly MorePage[] = [
  { path: '/info/tvstation', label: 'tvStation', requires: 'anyUser' },
  { path: '/station/permission/trial_user', label: 'trialUserPermissions', requires: 'stationPermissions' },
];

export function TopMorePages({ licence }: { licence: LicenseResponse }) {
  const { t } = useTranslation();
  const headingId = useId();
  const pages = MORE_PAGES.filter((page) => ACCESS_RULES[page.requires](licence));
  if (pages.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('top.morePages.heading')}
      </Typography>
      <Box component="ul" sx={shortcutGridSx}>
        {pages.map((page) => (
          <Box component="li" key={page.path} sx={shortcutCardSx}>
            <MenuAnchor target={{ site: 'app', path: page.path }} sx={shortcutLinkSx}>
              {t(`top.morePages.items.${page.label}`)}
            </MenuAnchor>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
