import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ACCESS_RULES, type LicenseResponse, type User } from '@tvcm/contracts';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/text-link';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { PROFILE_PATH } from '../../../features/auth/paths';
import { displayNameFormat } from '../../../features/shell/display-name';
import { mainSiteHref } from '../../../lib/site-urls';
import { resetPageStateLazily } from '../../page-state-loader';
import { PointBalance } from './point-balance';

/** A page of the main site. */
const HELP_PATH = '/help';

interface TopBarProps {
  user: User | undefined;
  licence: LicenseResponse | undefined;
}

/**
 * The top bar, in the order of SPEC.md §1: the user's name, help, my page, logout and, only with
 * the point service (and once the terms are accepted), the point balance.
 */
export function TopBar({ user, licence }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{
        gridArea: 'header',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 3,
        rowGap: 1,
        minHeight: 60,
        px: 3,
        py: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {user && (
        <Typography component="p" variant="body2" sx={{ fontWeight: 'bold' }}>
          {t(`shell.userName.${displayNameFormat(user)}`, { name: user.name })}
        </Typography>
      )}
      <TextLink href={mainSiteHref(HELP_PATH)}>{t('shell.help')}</TextLink>
      <TextLink to={PROFILE_PATH}>{t('shell.myPage')}</TextLink>
      <LogoutButton resetPageState={resetPageStateLazily} />
      {/* The API serves the balance by the `points` rule, and only once the terms are accepted. */}
      {licence && ACCESS_RULES.points(licence) && user?.setting.isTermsOfService && (
        <PointBalance companyCode={licence.company.code} />
      )}
    </Box>
  );
}
