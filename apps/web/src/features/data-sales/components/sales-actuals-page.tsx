import '../catalogue';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataSalesActualsQuery } from '@tvcm/contracts';
import { useMemo, useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { QueryFallback } from '../../../components/query-fallback';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useListFilters } from '../../../lib/list-filters';
import { actualsFilterSchema } from '../actuals-filter';
import { useDownloadSalesActuals } from '../api/download-sales-actuals';
import { useSalesActuals } from '../api/get-sales-actuals';
import { formatCount, formatPoints } from '../format';
import { SalesActualsFilters } from './sales-actuals-filters';
import { SalesActualsTable } from './sales-actuals-table';

/**
 * `/data_sales/sales/actuals` (販売実績一覧): approved sales in a month range, of one segment or
 * all, with the total; the same query as an Excel workbook.
 */
export function SalesActualsPage() {
  const { t } = useTranslation();
  const title = t('dataSales.actuals.heading');
  useDocumentTitle(title);
  // This month as the page opened: the default range stays put while the page is open.
  const [openedAt] = useState(() => Date.now());
  const schema = useMemo(() => actualsFilterSchema(openedAt), [openedAt]);
  const { query, setQuery, params } = useListFilters(schema);
  const actuals = useSalesActuals(query);
  // The segments to filter by: those sold in the months chosen (one call the unfiltered list shares).
  const allSegments = useSalesActuals({ monthFrom: query.monthFrom, monthTo: query.monthTo });
  const segments = useMemo(() => {
    const named = new Map<number, string>();
    for (const row of allSegments.data?.rows ?? []) named.set(row.segment.id, row.segment.name);
    return [...named].map(([id, name]) => ({ id, name }));
  }, [allSegments.data]);
  const download = useDownloadSalesActuals();

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {actuals.data && actuals.data.rows.length > 0 && (
          <DownloadButton
            label={t('dataSales.actuals.download')}
            pendingLabel={t('dataSales.actuals.downloading')}
            onClick={() => download.mutateAsync(query)}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('dataSales.actuals.lead')}
      </Typography>
      <SalesActualsFilters
        key={params.toString()}
        query={query}
        segments={segments}
        onApply={(next: DataSalesActualsQuery, clear) => setQuery(next, { replace: clear })}
      />
      {!actuals.data ? (
        <QueryFallback error={actuals.error} />
      ) : actuals.data.rows.length === 0 ? (
        <Typography role="status">{t('dataSales.actuals.empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Box
            component="dl"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 4,
              rowGap: 0.5,
              m: 0,
              '& dd': { m: 0, ml: 1, fontWeight: 'bold' },
            }}
          >
            <Box sx={{ display: 'flex' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {t('dataSales.actuals.totalPoints')}
              </Box>
              <dd>{formatPoints(actuals.data.totalPoints)}</dd>
            </Box>
            <Box sx={{ display: 'flex' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {t('dataSales.actuals.licences')}
              </Box>
              <dd>{t('dataSales.actuals.licenceCount', { count: formatCount(actuals.data.licences) })}</dd>
            </Box>
          </Box>
          <SalesActualsTable actuals={actuals.data} />
        </Stack>
      )}
    </Stack>
  );
}
