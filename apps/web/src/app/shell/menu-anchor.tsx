import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { VisuallyHidden } from '../../components/visually-hidden';
import { menuHref } from '../../features/shell/menu/menu-href';
import type { MenuTarget } from '../../lib/feature-menu';
import { useTranslation } from '../../lib/i18n';

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
  if (target.site === 'app' && target.path.includes('?')) {
    return (
      <AppLinkWithQuery path={target.path} sx={sx} onClick={onClick} newTabProps={newTabProps}>
        {content}
      </AppLinkWithQuery>
    );
  }
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

interface AppLinkWithQueryProps {
  path: string;
  children: ReactNode;
  sx?: SxProps<Theme> | undefined;
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  newTabProps: object;
}

/**
 * NavLink compares paths only, so the two slot lists (`?kind_cm=1` and `?kind_cm=2`) would both
 * be current; a target with a query string is current only when the query matches too.
 */
function AppLinkWithQuery({ path, children, sx, onClick, newTabProps }: AppLinkWithQueryProps) {
  const location = useLocation();
  const current = `${location.pathname}${location.search}` === path;
  return (
    <Box component={Link} to={path} sx={sx} onClick={onClick} aria-current={current ? 'page' : undefined} {...newTabProps}>
      {children}
    </Box>
  );
}
