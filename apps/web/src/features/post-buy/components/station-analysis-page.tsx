import '../catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SALES_TIME_BANDS, type StationAnalysis } from '@tvcm/contracts';
import { lazy, Suspense, useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { QueryFallback } from '../../../components/query-fallback';
import { TextLink } from '../../../components/text-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useAccess } from '../../../lib/licence-query';
import { useListFilters } from '../../../lib/list-filters';
import { stationAnalysisAddressSchema, stationRequestOf } from '../analysis-query';
import { useDownloadStationAnalysis } from '../api/download-station-analysis';
import { useStationAnalysis } from '../api/get-station-analysis';
import { formatDate } from '../format';
import { POST_BUY_PATHS } from '../paths';
import { AccuracySummary } from './accuracy-summary';
import { type AccuracyRow, AccuracyTable } from './accuracy-table';
import { ActualHeatmap } from './actual-heatmap';
import { AnalysisSection } from './analysis-section';
import { RealisedCost } from './realised-cost';
import { StationAnalysisConditions } from './station-analysis-conditions';

// The chart library is the page's largest part: it loads after the page, the tables showing the
// same figures meanwhile.
const BandAccuracyChart = lazy(() => import('./band-accuracy-chart').then((module) => ({ default: module.BandAccuracyChart })));

const BAND_ORDER = new Map<string, number>(SALES_TIME_BANDS.map((band, index) => [band.id, index]));

/**
 * `/station/analyze_all` 全枠分析 for a station's sales and research desk: the actual ratings of
 * every break aired against the estimates the slots were sold on, by weekday × band, programme and
 * target, with what the bias says for next month's estimates; the realised per-cost of what was
 * sold; the heat map of actual ratings. The conditions live in the address.
 */
export function StationAnalysisPage() {
  const { t } = useTranslation();
  const title = t('postBuy.station.title');
  useDocumentTitle(title);
  // Today as the page opened: 先月 stays the same month while the page is open.
  const [openedAt] = useState(() => Date.now());
  const { query: address, setQuery, params } = useListFilters(stationAnalysisAddressSchema);
  const request = stationRequestOf(address, openedAt);
  const analysis = useStationAnalysis(request);
  const download = useDownloadStationAnalysis();

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
        {analysis.data && analysis.data.breaks > 0 && (
          <DownloadButton
            label={t('postBuy.download')}
            pendingLabel={t('postBuy.downloading')}
            onClick={() => download.mutateAsync(request)}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('postBuy.station.lead')}
      </Typography>
      <StationAnalysisConditions
        key={params.toString()}
        address={address}
        shown={{ dateFrom: request.dateFrom, dateTo: request.dateTo }}
        stations={analysis.data?.stations ?? []}
        onApply={(changes, clear) => setQuery(changes, { replace: clear })}
      />
      <Typography variant="body2">
        {t('postBuy.periodShown', { from: formatDate(request.dateFrom), to: formatDate(request.dateTo) })}
      </Typography>
      {!analysis.data ? <QueryFallback error={analysis.error} /> : <StationAnalysisFigures analysis={analysis.data} />}
    </Stack>
  );
}

function StationAnalysisFigures({ analysis }: { analysis: StationAnalysis }) {
  const { t } = useTranslation();
  const mayUpload = useAccess('stationAnalysisUpload');
  const weekdayName = (weekday: number) =>
    t(`programGuide.conditions.weekdayNames.${weekday}` as 'programGuide.conditions.weekdayNames.0');
  if (analysis.breaks === 0) {
    return (
      <Alert severity="info" role="status">
        {t('postBuy.station.empty')}
        {mayUpload && (
          <>
            {' '}
            <TextLink to={POST_BUY_PATHS.stationUpload}>{t('postBuy.station.uploadLink')}</TextLink>
          </>
        )}
      </Alert>
    );
  }
  const byWeekdayBand: AccuracyRow[] = [...analysis.byWeekdayBand]
    .sort((a, b) => a.weekday - b.weekday || (BAND_ORDER.get(a.band) ?? 0) - (BAND_ORDER.get(b.band) ?? 0))
    .map((row) => ({ ...row, labels: [weekdayName(row.weekday), t(`postBuy.bands.${row.band}`)] }));
  const byProgramme = analysis.byProgramme.map((row) => ({
    ...row,
    labels: [row.name ?? t('postBuy.station.accuracy.untitled')],
  }));
  const byTarget = analysis.byTarget.map((row) => ({
    ...row,
    labels: [t(`programGuide.rating.targets.${row.key}` as 'programGuide.rating.targets.individual')],
  }));
  const sections = [
    { key: 'byWeekdayBand', columns: ['weekday', 'band'], rows: byWeekdayBand },
    { key: 'byProgramme', columns: ['programme'], rows: byProgramme },
    { key: 'byTarget', columns: ['target'], rows: byTarget },
  ] as const;
  return (
    <>
      <AnalysisSection heading={t('postBuy.station.summary.heading')}>
        <AccuracySummary analysis={analysis} />
      </AnalysisSection>
      {sections.map((section) => {
        const heading = t(`postBuy.station.accuracy.${section.key}`);
        return (
          <AnalysisSection key={section.key} heading={heading}>
            {section.key === 'byWeekdayBand' && section.rows.length > 0 && (
              <Box component="figure" aria-label={t('postBuy.station.chart.label')} sx={{ m: 0, mb: 1.5, minWidth: 0 }}>
                <Suspense fallback={null}>
                  <BandAccuracyChart rows={analysis.byWeekdayBand} />
                </Suspense>
              </Box>
            )}
            <AccuracyTable heading={heading} labelColumns={section.columns} rows={section.rows} />
          </AnalysisSection>
        );
      })}
      <AnalysisSection heading={t('postBuy.station.realised.heading')}>
        <RealisedCost realised={analysis.realised} />
      </AnalysisSection>
      <AnalysisSection heading={t('postBuy.station.heatmap.heading')}>
        <ActualHeatmap cells={analysis.heatmap} label={t('postBuy.station.heatmap.label')} />
      </AnalysisSection>
    </>
  );
}
