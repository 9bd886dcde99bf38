import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { STATION_SALES_TERMS, type StationProfile } from '@tvcm/contracts';
import { Fragment, type ReactNode } from 'react';
import { textLinkSx } from '../../../components/text-link';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';

const listSx: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '10em 1fr' },
  columnGap: 2,
  rowGap: { xs: 0.25, sm: 1 },
  m: 0,
  typography: 'body2',
  '& dt': { fontWeight: 'bold', mt: { xs: 1, sm: 0 } },
  '& dd': { m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
};

function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h3" variant="subtitle2" sx={{ mt: 2.5, mb: 1, color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

/** A field's value, or 未登録 when the station has left it empty. */
function Value({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (children === '' || children === null || children === undefined) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('stations.notRegistered')}
      </Box>
    );
  }
  return children;
}

/** A station's coverage, sales terms, contact and notices; a station that has registered none shows every field as 未登録. */
export function ProfileDetails({ profile }: { profile: StationProfile | null }) {
  const { t } = useTranslation();
  const phone = profile?.contactPhone ?? '';
  const email = profile?.contactEmail ?? '';
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        columnGap: 4,
        alignItems: 'start',
      }}
    >
      <Box>
        <Box component="dl" sx={{ ...listSx, mt: 2 }}>
          <dt>{t('stations.coverage')}</dt>
          <dd>
            <Value>{profile?.coverage}</Value>
          </dd>
        </Box>

        <SectionHeading>{t('stations.salesTermsHeading')}</SectionHeading>
        <Box component="dl" sx={listSx}>
          {STATION_SALES_TERMS.map((term) => (
            <Fragment key={term}>
              <dt>{t(`stations.terms.${term}`)}</dt>
              <dd>
                <Value>{profile?.[term]}</Value>
              </dd>
            </Fragment>
          ))}
        </Box>
      </Box>

      <Box>
        <SectionHeading>{t('stations.contactHeading')}</SectionHeading>
        <Box component="dl" sx={{ ...listSx, gridTemplateColumns: { xs: '1fr', sm: '8em 1fr' } }}>
          <dt>{t('stations.contact.department')}</dt>
          <dd>
            <Value>{profile?.contactDepartment}</Value>
          </dd>
          <dt>{t('stations.contact.phone')}</dt>
          <dd>
            <Value>
              {phone && (
                <Box component="a" href={`tel:${phone}`} sx={textLinkSx}>
                  {phone}
                </Box>
              )}
            </Value>
          </dd>
          <dt>{t('stations.contact.email')}</dt>
          <dd>
            <Value>
              {email && (
                <Box component="a" href={`mailto:${email}`} sx={textLinkSx}>
                  {email}
                </Box>
              )}
            </Value>
          </dd>
        </Box>

        <SectionHeading>{t('stations.noticesHeading')}</SectionHeading>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {profile?.notices ? profile.notices : t('stations.noNotices')}
        </Typography>

        {profile && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2 }}>
            {t('stations.updatedAt', { dateTime: formatDateTime(profile.updatedAt) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
