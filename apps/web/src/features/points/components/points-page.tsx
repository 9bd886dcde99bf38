import '../catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '../../../components/download-button';
import { QueryFallback } from '../../../components/query-fallback';
import { useTranslation } from '../../../lib/i18n';
import { useDownloadPointHistories } from '../api/download-point-histories';
import { usePointHistories } from '../api/get-point-histories';
import { historyQueryOf, type PointHistoryFilter, pointHistoryFilterOf, searchParamsOf } from '../point-history-filter';
import { PointBalanceCard } from './point-balance-card';
import { PointHistoryFilterForm } from './point-history-filter-form';
import { PointHistoryTable } from './point-history-table';

/**
 * `/agency/point_service/points` (ポイント): the company's balance and its history, filtered by
 * period and kind (kept in the address), a page at a time, and the period as a CSV for Excel.
 */
export function PointsPage({ companyCode }: { companyCode: string }) {
  const { t } = useTranslation();
  const historyHeadingId = useId();
  const [params, setParams] = useSearchParams();
  const filter = pointHistoryFilterOf(params);
  const query = historyQueryOf(filter);
  const histories = usePointHistories(companyCode, query);
  const download = useDownloadPointHistories();

  const show = (next: PointHistoryFilter) => setParams(searchParamsOf(next));
  const downloadCsv = () => {
    const { page: _everyPage, ...period } = query;
    return download.mutateAsync({
      companyCode,
      query: period,
      fallbackFileName: t('points.csv.fileName', { from: filter.from, to: filter.to }),
    });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1400 }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5">
          {t('points.heading')}
        </Typography>
        <Typography color="text.secondary">{t('points.lead')}</Typography>
      </Stack>
      <PointBalanceCard companyCode={companyCode} />
      <Stack component="section" aria-labelledby={historyHeadingId} spacing={2}>
        <Stack
          direction="row"
          useFlexGap
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography id={historyHeadingId} component="h2" variant="h6">
            {t('points.history.heading')}
          </Typography>
          <DownloadButton label={t('points.csv.download')} pendingLabel={t('points.csv.downloading')} onClick={downloadCsv} />
        </Stack>
        {/* Each new address starts the form from its filter (the back button, a quick choice). */}
        <PointHistoryFilterForm key={params.toString()} filter={filter} onApply={show} />
        {histories.data ? (
          <PointHistoryTable
            entries={histories.data.entries}
            total={histories.data.total}
            page={histories.data.page}
            pageSize={histories.data.pageSize}
            onPageChange={(page) => show({ ...filter, page })}
          />
        ) : (
          <QueryFallback error={histories.error} />
        )}
      </Stack>
    </Stack>
  );
}
