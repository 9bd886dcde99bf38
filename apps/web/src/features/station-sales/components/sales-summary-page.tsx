import '../catalogue';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { businessDateOf } from '@tvcm/contracts';
import { useMemo, useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { QueryFallback } from '../../../components/query-fallback';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatLongDate } from '../../../lib/format-calendar';
import { useTranslation } from '../../../lib/i18n';
import { useListFilters } from '../../../lib/list-filters';
import { useDownloadSalesSummary } from '../api/download-sales-summary';
import { useSalesSummary } from '../api/get-sales-summary';
import { salesSummaryAddressSchema, summaryQueryOf } from '../sales-summary-query';
import { BudgetDialog } from './budget-dialog';
import { SalesConditions } from './sales-conditions';
import { SalesFigures, SalesPacing } from './sales-figures';
import { SalesHeatmap } from './sales-heatmap';
import { SalesTable } from './sales-table';
import { SalesTimeline } from './sales-timeline';

/**
 * `/station/sales_summary` (販売管理): what the company's stations sold in a period, against what
 * they had on sale and against their budgets, grouped as chosen; the same query as a workbook, and
 * the monthly budgets set in a dialog.
 */
export function SalesSummaryPage() {
  const { t } = useTranslation();
  const title = t('stationSales.heading');
  useDocumentTitle(title);
  // Today as the page opened: the default month stays put while the page is open.
  const [openedAt] = useState(() => Date.now());
  const schema = useMemo(() => salesSummaryAddressSchema(openedAt), [openedAt]);
  const { query: address, setQuery, params } = useListFilters(schema);
  const query = summaryQueryOf(address);
  const summary = useSalesSummary(query);
  const download = useDownloadSalesSummary();
  const [budgetsOpen, setBudgetsOpen] = useState(false);
  // The stations to choose from: the company's, which every answer lists whatever station it is for.
  const stations = summary.data?.summary.stations ?? [];

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setBudgetsOpen(true)}>
              {t('stationSales.budgets.open')}
            </Button>
            {summary.data && (
              <DownloadButton
                label={t('stationSales.download')}
                pendingLabel={t('stationSales.downloading')}
                onClick={() => download.mutateAsync(query)}
              />
            )}
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('stationSales.lead')}
        </Typography>
      </Stack>
      <SalesConditions
        key={params.toString()}
        address={address}
        stations={stations}
        thisMonth={businessDateOf(openedAt).slice(0, 7)}
        onApply={(next, clear) => setQuery(next, { replace: clear })}
      />
      {!summary.data ? (
        <QueryFallback error={summary.error} />
      ) : (
        <Stack spacing={3} aria-busy={summary.isPlaceholderData || undefined} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('stationSales.period', {
              from: formatLongDate(summary.data.query.dateFrom),
              to: formatLongDate(summary.data.query.dateTo),
            })}
          </Typography>
          <SalesFigures summary={summary.data.summary} query={summary.data.query} />
          <SalesPacing summary={summary.data.summary} />
          <SalesTimeline timeline={summary.data.summary.timeline} />
          <SalesHeatmap cells={summary.data.summary.heatmap} />
          <SalesTable summary={summary.data.summary} grouping={summary.data.query.grouping} />
        </Stack>
      )}
      {budgetsOpen && <BudgetDialog initialYear={Number(query.dateFrom.slice(0, 4))} onClose={() => setBudgetsOpen(false)} />}
    </Stack>
  );
}
