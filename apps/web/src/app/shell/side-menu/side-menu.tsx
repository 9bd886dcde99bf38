import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type LicenseResponse, MENU_TRANSITION_MS, type NotificationsResponse } from '@tvcm/contracts';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../../components/logo';
import { VISUALLY_HIDDEN_STYLE } from '../../../components/visually-hidden';
import { computeMenu, type MenuSection } from '../../../features/shell/menu/compute-menu';
import { NARROW_WINDOW_QUERY, scrollbarWidth, sideMenuWidth } from '../../../features/shell/side-menu-width';
import { useSideMenuStore } from '../../../features/shell/store';
import { toMessageCode } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { useShownAfterFirstPaint } from '../../../lib/use-shown-after-first-paint';
import { MENU_DEFINITION } from '../../menu/menu-entries';
import { MenuGroupItem } from './menu-group-item';
import { MenuLinkItem } from './menu-link-item';
import { MenuNotice } from './menu-notice';
import { MenuPopupsProvider } from './menu-popups';
import { SideMenuToggle } from './side-menu-toggle';
import { useMediaQuery } from './use-media-query';
import { useVerticalOverflow } from './use-vertical-overflow';

const LOGO_SIZE_PX = 36;
/** The logo leads home, as on most sites: for broadcaster and data-company users, whose menu has no TOP entry, it is the way back. */
const TOP_PATH = '/top';

interface SideMenuProps {
  licence: LicenseResponse | undefined;
  /** Why the licence could not be read, once it could not. */
  licenceError: unknown;
  notifications: NotificationsResponse | undefined;
  /** Until the terms of service are accepted, the menu only says how to get it (SPEC.md §4). */
  termsAccepted: boolean;
}

/**
 * The side menu (SPEC.md §2, §4, §9): what the licences allow, open or collapsed, remembered for
 * the browser session. Its width follows the spec's table, wider when its content scrolls. On a
 * narrow window (a phone) it starts collapsed and, opened, lies over the page as a drawer
 * instead of pushing it aside; choosing a page there closes it again. Memoised: the shell above
 * renders again for every answer it reads, and the menu is its largest part.
 */
export const SideMenu = memo(function SideMenu({ licence, licenceError, notifications, termsAccepted }: SideMenuProps) {
  const { t } = useTranslation();
  const isOpen = useSideMenuStore((state) => state.isOpen);
  const toggle = useSideMenuStore((state) => state.toggle);
  const scrollAreaRef = useRef<HTMLDivElement>(null);
  const overflowing = useVerticalOverflow(scrollAreaRef);
  const [classicScrollbar] = useState(() => scrollbarWidth() > 0);
  const scrollAreaId = useId();
  const menu = useMemo(
    () => (licence && termsAccepted ? computeMenu(licence, MENU_DEFINITION) : undefined),
    [licence, termsAccepted],
  );
  const collapsed = !isOpen;
  const navRef = useRef<HTMLElement>(null);
  const narrowWindow = useMediaQuery(NARROW_WINDOW_QUERY);
  const layout = { overflowing, classicScrollbar };
  const width = sideMenuWidth({ ...layout, open: isOpen });
  // As a drawer, the menu keeps only its collapsed width in the page's layout and overlaps the rest.
  const overlap = narrowWindow ? width - sideMenuWidth({ ...layout, open: false }) : 0;
  useCloseDrawerOnNavigation(narrowWindow && isOpen, toggle);
  // The page is what the user came for: the shell's first paint carries it and the menu's frame.
  const entriesShown = useShownAfterFirstPaint();

  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label={t('menu.navigationLabel')}
      sx={{
        gridArea: 'nav',
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        height: '100vh',
        width,
        marginRight: `${-overlap}px`,
        boxShadow: overlap > 0 ? 8 : 'none',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: `width ${MENU_TRANSITION_MS}ms ease, margin-right ${MENU_TRANSITION_MS}ms ease`,
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: isOpen ? 'row' : 'column',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: isOpen ? 2 : 0,
          py: 1.5,
          flex: 'none',
        }}
      >
        {termsAccepted ? (
          <Box
            component={Link}
            to={TOP_PATH}
            aria-label={t('menu.logoToTop')}
            sx={{
              display: 'block',
              borderRadius: 1,
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Logo size={LOGO_SIZE_PX} />
          </Box>
        ) : (
          // Until the terms are accepted every page leads back to them: the logo leads nowhere either.
          <Logo size={LOGO_SIZE_PX} />
        )}
        <SideMenuToggle open={isOpen} controls={scrollAreaId} onToggle={toggle} />
      </Box>
      <MenuPopupsProvider containerRef={navRef}>
        <Box id={scrollAreaId} ref={scrollAreaRef} sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', pb: 2 }}>
          {/* The one child whose size the overflow measurement follows. */}
          <div>
            {!termsAccepted && <MenuNotice severity="info" collapsed={collapsed} message={t('menu.termsPending')} />}
            {termsAccepted && licenceError != null && !menu && (
              <MenuNotice severity="error" collapsed={collapsed} message={t(`errors.${toMessageCode(licenceError)}`)} />
            )}
            {menu?.length === 0 && <MenuNotice severity="info" collapsed={collapsed} message={t('menu.noLicence')} />}
            {entriesShown &&
              menu?.map((section, index) => (
                <SideMenuSection
                  key={section.id}
                  section={section}
                  first={index === 0}
                  collapsed={collapsed}
                  notifications={notifications}
                />
              ))}
          </div>
        </Box>
      </MenuPopupsProvider>
    </Box>
  );
});

/** A drawer over the page closes once the user has picked a page from it. */
function useCloseDrawerOnNavigation(drawerOpen: boolean, toggle: () => void) {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const openedAt = useRef(address);
  useEffect(() => {
    if (!drawerOpen) openedAt.current = address;
    else if (openedAt.current !== address) toggle();
  }, [drawerOpen, address, toggle]);
}

interface SideMenuSectionProps {
  section: MenuSection;
  first: boolean;
  collapsed: boolean;
  notifications: NotificationsResponse | undefined;
}

function SideMenuSection({ section, first, collapsed, notifications }: SideMenuSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      {/* Divider and headings are drawn only in the open menu (SPEC.md §2); the heading stays spoken. */}
      {!first && !collapsed && <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', mx: 2, my: 1 }} />}
      <Typography
        id={headingId}
        component="h2"
        variant="caption"
        style={collapsed ? VISUALLY_HIDDEN_STYLE : undefined}
        sx={{ display: 'block', px: 2, pt: 1, pb: 0.5, color: 'text.secondary', fontWeight: 'bold', whiteSpace: 'nowrap' }}
      >
        {t(`menu.sections.${section.heading}`)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {section.entries.map((entry) =>
          entry.type === 'group' ? (
            <MenuGroupItem key={entry.id} group={entry} collapsed={collapsed} notifications={notifications} />
          ) : (
            <MenuLinkItem key={entry.id} link={entry} collapsed={collapsed} notifications={notifications} />
          ),
        )}
      </Box>
    </section>
  );
}
