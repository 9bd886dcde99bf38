import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SLOT_KINDS, type StationWithProfile } from '@tvcm/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { textLinkSx } from '../../../components/text-link';
import { useTranslation } from '../../../lib/i18n';
import { PROGRAM_GUIDE_PATH, slotListPath, withStationPrefilter } from '../../../lib/inventory-links';
import { NetworkLabel } from './network-label';
import { ProfileDetails } from './profile-details';
import { RemoteKeyBadge } from './remote-key-badge';

/** Which of the buying pages the user's licences open: the card links only to those. */
export interface GuideLinks {
  timetable: boolean;
  slots: boolean;
}

interface StationCardProps {
  station: StationWithProfile;
  guideLinks: GuideLinks;
  onEdit: () => void;
}

/** One station: who it is, what it covers and sells on which terms, whom to ask, and where to see its slots. */
export function StationCard({ station, guideLinks, onEdit }: StationCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const prefilter = { area: station.areaCode, stationId: station.id };
  const links = [
    guideLinks.timetable && {
      to: withStationPrefilter(PROGRAM_GUIDE_PATH, prefilter),
      text: t('stations.links.timetable'),
      label: t('stations.links.timetableLabel', { station: station.name }),
    },
    guideLinks.slots && {
      to: withStationPrefilter(slotListPath(SLOT_KINDS.normal), prefilter),
      text: t('stations.links.slots'),
      label: t('stations.links.slotsLabel', { station: station.name }),
    },
  ].filter((link) => link !== false);

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <RemoteKeyBadge remoteKey={station.remoteKey} />
        <Stack spacing={0.25} sx={{ flex: 1, minWidth: 200 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {station.name}
          </Typography>
          <NetworkLabel network={station.network} />
        </Stack>
        {station.editable && (
          <Button variant="outlined" onClick={onEdit} aria-label={t('stations.editLabel', { station: station.name })}>
            {t('stations.edit')}
          </Button>
        )}
      </Stack>
      <ProfileDetails profile={station.profile} />
      {links.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          {links.map((link) => (
            <li key={link.to}>
              <Box component={Link} to={link.to} aria-label={link.label} sx={textLinkSx}>
                {link.text}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
