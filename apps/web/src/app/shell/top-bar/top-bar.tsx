import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ACCESS_RULES, type LicenseResponse, type User } from '@tvcm/contracts';
import { memo } from 'react';
import { TextLink } from '../../../components/text-link';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { PROFILE_PATH } from '../../../features/auth/paths';
import { displayNameFormat } from '../../../features/shell/display-name';
import { NARROW_WINDOW_QUERY } from '../../../features/shell/side-menu-width';
import { useTranslation } from '../../../lib/i18n';
import { resetPageStateLazily } from '../../page-state-loader';
import { PointBalance } from './point-balance';

const NARROW_WINDOW_MEDIA = `@media ${NARROW_WINDOW_QUERY}`;

/** The name takes what room is left and ends with an ellipsis when that is too little; the full name is its title. */
const userNameSx = {
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontWeight: 'bold',
} as const;

/** The help pages of this app. */
const HELP_PATH = '/help';

interface TopBarProps {
  user: User | undefined;
  licence: LicenseResponse | undefined;
}

/**
 * The top bar, in the order of SPEC.md §1: the user's name, help, my page, logout and, only with
 * the point service (and once the terms are accepted), the point balance. Memoised, as the side
 * menu: it changes only with the user and the licence.
 */
export const TopBar = memo(function TopBar({ user, licence }: TopBarProps) {
  const { t } = useTranslation();
  const userName = user && t(`shell.userName.${displayNameFormat(user)}`, { name: user.name });
  return (
    <Box
      component="header"
      sx={{
        gridArea: 'header',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: { xs: 1, sm: 2, md: 3 },
        minHeight: 60,
        minWidth: 0,
        px: { xs: 1, sm: 2, md: 3 },
        py: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        whiteSpace: 'nowrap',
        // One line on a phone too: smaller text and a slimmer logout button, and the name gives way.
        [NARROW_WINDOW_MEDIA]: {
          '& a, & p, & button': { fontSize: 13 },
          '& button': { px: 1, minWidth: 0 },
        },
      }}
    >
      {user && (
        <Typography component="p" variant="body2" title={userName} sx={userNameSx}>
          {userName}
        </Typography>
      )}
      <TextLink to={HELP_PATH}>{t('shell.help')}</TextLink>
      <TextLink to={PROFILE_PATH}>{t('shell.myPage')}</TextLink>
      <LogoutButton resetPageState={resetPageStateLazily} />
      {/* The API serves the balance by the `points` rule, and only once the terms are accepted. */}
      {licence && ACCESS_RULES.points(licence) && user?.setting.isTermsOfService && (
        <PointBalance companyCode={licence.company.code} />
      )}
    </Box>
  );
});
