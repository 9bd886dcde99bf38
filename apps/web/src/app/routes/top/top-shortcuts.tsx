import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { MenuEntry, MenuSection } from '../../../features/shell/menu/compute-menu';
import { useTranslation } from '../../../lib/i18n';
import { MenuAnchor } from '../../shell/menu-anchor';

/** The top page itself needs no shortcut to it. */
const OMITTED_ENTRY_IDS: readonly string[] = ['top'];

/** The cards of a group of shortcuts, as many to a row as fit. */
export const shortcutGridSx: SxProps<Theme> = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
};

export const shortcutCardSx: SxProps<Theme> = {
  p: 2,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
};

export const shortcutLinkSx: SxProps<Theme> = {
  color: 'primary.main',
  fontWeight: 'bold',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};

/** Shortcuts to what the user's licences allow: the side menu's entries, laid out as cards. */
export function TopShortcuts({ menu }: { menu: MenuSection[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('top.shortcutsHeading')}
      </Typography>
      {menu.length === 0 && <Typography color="text.secondary">{t('menu.noLicence')}</Typography>}
      {menu.map((section) => (
        <Box key={section.id} sx={{ mb: 3 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold', mb: 1 }}>
            {t(`menu.sections.${section.heading}`)}
          </Typography>
          <Box component="ul" sx={shortcutGridSx}>
            {section.entries
              .filter((entry) => !OMITTED_ENTRY_IDS.includes(entry.id))
              .map((entry) => (
                <Box component="li" key={entry.id} sx={shortcutCardSx}>
                  <ShortcutCard entry={entry} />
                </Box>
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ShortcutCard({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  if (entry.type === 'link') {
    return (
      <MenuAnchor target={entry.target} newTab={entry.newTab} sx={shortcutLinkSx}>
        {t(`menu.items.${entry.label}`)}
      </MenuAnchor>
    );
  }
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 'bold' }}>
        {t(`menu.items.${entry.label}`)}
      </Typography>
      {entry.tooltip && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t(`menu.tooltips.${entry.tooltip}`)}
        </Typography>
      )}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {entry.children.map((child) => (
          <li key={child.id}>
            <MenuAnchor target={child.target} newTab={child.newTab} sx={shortcutLinkSx}>
              {t(`menu.items.${child.label}`)}
            </MenuAnchor>
          </li>
        ))}
      </Box>
    </>
  );
}
