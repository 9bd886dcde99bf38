import '../catalogue';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type AgencyAnalysis, UNDER_DELIVERY_PERCENT } from '@tvcm/contracts';
import { useMemo, useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { QueryFallback } from '../../../components/query-fallback';
import { advertisersQueryOptions } from '../../../lib/advertiser-queries';
import { areasQueryOptions } from '../../../lib/area-queries';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatCount } from '../../../lib/format-count';
import { useTranslation } from '../../../lib/i18n';
import { useAccess, useLicence } from '../../../lib/licence-query';
import { useListFilters } from '../../../lib/list-filters';
import { agencyAnalysisAddressSchema, agencyRequestOf, DELIVERY_VIEWS, type DeliveryView } from '../analysis-query';
import { useDownloadAgencyAnalysis } from '../api/download-agency-analysis';
import { useAgencyAnalysis } from '../api/get-agency-analysis';
import { formatDate, formatGrpPoints, formatPercent } from '../format';
import { ActualHeatmap } from './actual-heatmap';
import { AgencyAnalysisConditions } from './agency-analysis-conditions';
import { AnalysisSection } from './analysis-section';
import { DeliveryTable } from './delivery-table';
import { FigureGrid } from './figure-grid';
import { Shortfall } from './shortfall';
import { UnderDeliveredTable } from './under-delivered-table';

/**
 * `/agency/analyze_all` 全枠分析 for a buyer: what its contracted bookings delivered against what was
 * booked, by booking, advertiser, station and month; the slots under UNDER_DELIVERY_PERCENT of
 * their estimate with a substitute on sale; the area's heat map of actual ratings, so the next
 * plan buys where the audience really was. The conditions live in the address.
 */
export function AgencyAnalysisPage() {
  const { t } = useTranslation();
  const title = t('postBuy.agency.title');
  useDocumentTitle(title);
  const [openedAt] = useState(() => Date.now());
  const { query: address, setQuery, params } = useListFilters(agencyAnalysisAddressSchema);
  // The areas and the advertisers come with other licences; without them the page does with less.
  const licenceKnown = useLicence().data !== undefined;
  const maySearchAreas = useAccess('slotSearch');
  const mayListAdvertisers = useAccess('advertiserSettings');
  const areas = useQuery({ ...areasQueryOptions(), enabled: maySearchAreas });
  const advertisers = useQuery({ ...advertisersQueryOptions(), enabled: mayListAdvertisers });
  const areaList = areas.data?.areas ?? [];
  const area = areaList.find((candidate) => candidate.code === address.area) ?? areaList[0];
  const waitingForAreas = !licenceKnown || (maySearchAreas && areas.isPending);
  // Without the areas, the address's area or none (the API's default).
  const areaCode = area?.code ?? address.area;
  const request = waitingForAreas ? null : agencyRequestOf(address, areaCode, openedAt);
  const analysis = useAgencyAnalysis(request);
  const download = useDownloadAgencyAnalysis();
  const advertiserChoices = useMemo(() => {
    const named = new Map<number, string>();
    for (const advertiser of advertisers.data?.advertisers ?? []) named.set(advertiser.id, advertiser.name);
    for (const row of analysis.data?.byAdvertiser ?? []) if (row.name) named.set(Number(row.key), row.name);
    return [...named].map(([id, name]) => ({ id, name }));
  }, [advertisers.data, analysis.data]);

  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {request && analysis.data && analysis.data.totals.slots > 0 && (
          <DownloadButton
            label={t('postBuy.download')}
            pendingLabel={t('postBuy.downloading')}
            onClick={() => download.mutateAsync(request)}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('postBuy.agency.lead', { percent: UNDER_DELIVERY_PERCENT })}
      </Typography>
      {!request ? (
        <QueryFallback error={areas.error} />
      ) : (
        <>
          <AgencyAnalysisConditions
            key={`${params.toString()} ${areaCode ?? ''}`}
            address={address}
            shown={{ dateFrom: request.dateFrom, dateTo: request.dateTo }}
            areas={areaList}
            area={areaCode ?? ''}
            advertisers={advertiserChoices}
            onApply={(changes, clear) => setQuery(changes, { replace: clear })}
          />
          <Typography variant="body2">
            {t('postBuy.periodShown', { from: formatDate(request.dateFrom), to: formatDate(request.dateTo) })}
          </Typography>
          {!analysis.data ? (
            <QueryFallback error={analysis.error} />
          ) : (
            <AgencyAnalysisFigures
              analysis={analysis.data}
              view={address.view}
              onViewChange={(view) => setQuery({ view })}
              areaName={area?.name ?? null}
            />
          )}
        </>
      )}
    </Stack>
  );
}

interface AgencyAnalysisFiguresProps {
  analysis: AgencyAnalysis;
  view: DeliveryView;
  onViewChange: (view: DeliveryView) => void;
  areaName: string | null;
}

function AgencyAnalysisFigures({ analysis, view, onViewChange, areaName }: AgencyAnalysisFiguresProps) {
  const { t } = useTranslation();
  const { totals } = analysis;
  const heatmapArea = areaName ?? t('postBuy.agency.heatmap.anyArea');
  const heatmap = (
    <AnalysisSection heading={t('postBuy.agency.heatmap.heading', { area: heatmapArea })}>
      <ActualHeatmap cells={analysis.heatmap} label={t('postBuy.agency.heatmap.label', { area: heatmapArea })} />
    </AnalysisSection>
  );
  if (totals.slots === 0) {
    return (
      <>
        <Alert severity="info" role="status">
          {t('postBuy.agency.empty')}
        </Alert>
        {heatmap}
      </>
    );
  }
  const measured = totals.measuredSlots > 0;
  return (
    <>
      <AnalysisSection heading={t('postBuy.agency.totals.heading')}>
        <FigureGrid
          figures={[
            { label: t('postBuy.agency.totals.slots'), value: t('postBuy.slotCount', { count: formatCount(totals.slots) }) },
            {
              label: t('postBuy.agency.totals.measuredSlots'),
              value: t('postBuy.slotCount', { count: formatCount(totals.measuredSlots) }),
            },
            { label: t('postBuy.agency.totals.bookedGrp'), value: formatGrpPoints(totals.bookedGrp) },
            { label: t('postBuy.agency.totals.deliveredGrp'), value: formatGrpPoints(totals.deliveredGrp) },
            {
              label: t('postBuy.agency.totals.shortfallGrp'),
              value: <Shortfall grp={totals.shortfallGrp} measured={measured} />,
            },
            { label: t('postBuy.agency.totals.deliveryPercent'), value: formatPercent(totals.deliveryPercent) },
            { label: t('postBuy.agency.totals.bookedImpressions'), value: formatCount(totals.bookedImpressions) },
            { label: t('postBuy.agency.totals.deliveredImpressions'), value: formatCount(totals.deliveredImpressions) },
          ]}
        />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {t('postBuy.agency.totals.note')}
        </Typography>
        {!measured && (
          <Alert severity="info" role="status" sx={{ mt: 1.5 }}>
            {t('postBuy.agency.notMeasured')}
          </Alert>
        )}
      </AnalysisSection>
      <AnalysisSection
        heading={t('postBuy.agency.views.heading')}
        aside={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label={t('postBuy.agency.views.label')}
            onChange={(_, value: DeliveryView | null) => value && onViewChange(value)}
            sx={{ flexWrap: 'wrap' }}
          >
            {DELIVERY_VIEWS.map((choice) => (
              <ToggleButton key={choice} value={choice}>
                {t(`postBuy.agency.views.${choice}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      >
        <DeliveryTable analysis={analysis} view={view} />
      </AnalysisSection>
      <AnalysisSection heading={t('postBuy.agency.under.heading', { percent: UNDER_DELIVERY_PERCENT })}>
        <UnderDeliveredTable slots={analysis.underDelivered} />
      </AnalysisSection>
      {heatmap}
    </>
  );
}
