import '../catalogue';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StationWithProfile } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-fallback';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useStations } from '../api/get-stations';
import { AreaTabs, areaPanelId, areaTabId } from './area-tabs';
import { type GuideLinks, StationCard } from './station-card';
import { StationProfileDialog } from './station-profile-dialog';

export type { GuideLinks } from './station-card';

/** The area the address names (`?area=kansai`), else the first. */
const AREA_PARAM = 'area';

/**
 * `/info/tvstation` (放送局情報): the stations of each area, one tab per area, each with its
 * network, remote-control key, coverage, sales terms, contact and notices. A broadcaster's
 * administrator edits its own stations' profiles here.
 */
export function StationsPage({ guideLinks }: { guideLinks: GuideLinks }) {
  const { t } = useTranslation();
  useDocumentTitle(t('stations.heading'));
  const idPrefix = useId();
  const stations = useStations();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<{ station: StationWithProfile; opening: number; open: boolean } | null>(null);

  const heading = (
    <Stack spacing={1}>
      <Typography component="h1" variant="h5">
        {t('stations.heading')}
      </Typography>
      <Typography color="text.secondary">{t('stations.lead')}</Typography>
    </Stack>
  );
  if (!stations.data) {
    return (
      <Stack spacing={3}>
        {heading}
        <QueryFallback error={stations.error} />
      </Stack>
    );
  }

  const { areas } = stations.data;
  const area = areas.find((candidate) => candidate.code === params.get(AREA_PARAM)) ?? areas[0];
  const edit = (station: StationWithProfile) =>
    setEditing((previous) => ({ station, opening: (previous?.opening ?? 0) + 1, open: true }));

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      {heading}
      {area ? (
        <Box>
          <AreaTabs
            idPrefix={idPrefix}
            areas={areas}
            value={area.code}
            onChange={(code) => setParams({ [AREA_PARAM]: code }, { replace: true })}
          />
          <Stack
            role="tabpanel"
            id={areaPanelId(idPrefix, area.code)}
            aria-labelledby={areaTabId(idPrefix, area.code)}
            spacing={2}
            sx={{ pt: 2 }}
          >
            {area.stations.length === 0 && <Typography>{t('stations.emptyArea')}</Typography>}
            {area.stations.map((station) => (
              <StationCard key={station.id} station={station} guideLinks={guideLinks} onEdit={() => edit(station)} />
            ))}
          </Stack>
        </Box>
      ) : (
        <Typography>{t('stations.emptyArea')}</Typography>
      )}
      {editing && (
        <StationProfileDialog
          open={editing.open}
          station={editing.station}
          opening={editing.opening}
          onClose={() => setEditing((previous) => previous && { ...previous, open: false })}
        />
      )}
    </Stack>
  );
}
