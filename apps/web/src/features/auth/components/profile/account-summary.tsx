import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@tvcm/contracts';
import { Fragment } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ProfileSection } from './profile-section';

/** What the user's account is: read-only, as only an administrator changes account and company. */
export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('profile.account'), value: user.account },
    { label: t('profile.company'), value: user.company.name },
    { label: t('profile.companyCode'), value: user.company.code },
    { label: t('profile.displayName'), value: user.name },
  ];
  return (
    <ProfileSection title={t('profile.accountHeading')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 4, rowGap: 1 }}>
        {rows.map((row) => (
          <Fragment key={row.label}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </ProfileSection>
  );
}
