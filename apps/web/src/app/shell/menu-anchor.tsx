import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { VisuallyHidden } from '../../components/visually-hidden';
import type { MenuTarget } from '../../features/shell/menu/menu-definition';
import { menuHref } from '../../features/shell/menu/menu-href';

interface MenuAnchorProps {
  target: MenuTarget;
  newTab?: boolean | undefined;
  children: ReactNode;
  sx?: SxProps<Theme>;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A link to a menu target: routes of this app navigate client-side (and mark the current page);
 * pages of the main and data-sales sites are ordinary links to their configured addresses.
 */
export function MenuAnchor({ target, newTab, children, sx, onClick }: MenuAnchorProps) {
  const { t } = useTranslation();
  const newTabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const content = (
    <>
      {children}
      {newTab && <VisuallyHidden>{t('menu.opensInNewTab')}</VisuallyHidden>}
    </>
  );
  if (target.site === 'app') {
    return (
      <Box component={NavLink} to={target.path} end sx={sx} onClick={onClick} {...newTabProps}>
        {content}
      </Box>
    );
  }
  return (
    <Box component="a" href={menuHref(target)} sx={sx} onClick={onClick} {...newTabProps}>
      {content}
    </Box>
  );
}
