import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { type LicenseResponse, MENU_TRANSITION_MS, type NotificationsResponse } from '@tvcm/contracts';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo';
import { VISUALLY_HIDDEN_STYLE } from '../../../components/visually-hidden';
import { computeMenu, type MenuSection } from '../../../features/shell/menu/compute-menu';
import { scrollbarWidth, sideMenuWidth } from '../../../features/shell/side-menu-width';
import { useSideMenuStore } from '../../../features/shell/store';
import { toMessageCode } from '../../../lib/error-message';
import { MenuGroupItem } from './menu-group-item';
import { MenuLinkItem } from './menu-link-item';
import { MenuNotice } from './menu-notice';
import { SideMenuToggle } from './side-menu-toggle';
import { useVerticalOverflow } from './use-vertical-overflow';

const LOGO_SIZE_PX = 36;

interface SideMenuProps {
  licence: UseQueryResult<LicenseResponse>;
  notifications: NotificationsResponse | undefined;
  /** Until the terms of service are accepted, the menu only says how to get it (SPEC.md §4). */
  termsAccepted: boolean;
}

/**
 * The side menu (SPEC.md §2, §4, §9): what the licences allow, open or collapsed, remembered for
 * the browser session. Its width follows the spec's table, wider when its content scrolls.
 */
export function SideMenu({ licence, notifications, termsAccepted }: SideMenuProps) {
  const { t } = useTranslation();
  const isOpen = useSideMenuStore((state) => state.isOpen);
  const toggle = useSideMenuStore((state) => state.toggle);
  const scrollAreaRef = useRef<HTMLDivElement>(null);
  const overflowing = useVerticalOverflow(scrollAreaRef);
  const [classicScrollbar] = useState(() => scrollbarWidth() > 0);
  const scrollAreaId = useId();
  const menu = useMemo(
    () => (licence.data && termsAccepted ? computeMenu(licence.data) : undefined),
    [licence.data, termsAccepted],
  );
  const collapsed = !isOpen;

  return (
    <Box
      component="nav"
      aria-label={t('menu.navigationLabel')}
      sx={{
        gridArea: 'nav',
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        height: '100vh',
        width: sideMenuWidth({ open: isOpen, overflowing, classicScrollbar }),
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: `width ${MENU_TRANSITION_MS}ms ease`,
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
        <Logo size={LOGO_SIZE_PX} />
        <SideMenuToggle open={isOpen} controls={scrollAreaId} onToggle={toggle} />
      </Box>
      <Box id={scrollAreaId} ref={scrollAreaRef} sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', pb: 2 }}>
        {/* The one child whose size the overflow measurement follows. */}
        <div>
          {!termsAccepted && <MenuNotice severity="info" collapsed={collapsed} message={t('menu.termsPending')} />}
          {termsAccepted && licence.isError && !menu && (
            <MenuNotice severity="error" collapsed={collapsed} message={t(`errors.${toMessageCode(licence.error)}`)} />
          )}
          {menu?.length === 0 && <MenuNotice severity="info" collapsed={collapsed} message={t('menu.noLicence')} />}
          {menu?.map((section, index) => (
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
    </Box>
  );
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
