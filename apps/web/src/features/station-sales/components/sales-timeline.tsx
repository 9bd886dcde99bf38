import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SalesSummaryTimelinePoint } from '@tvcm/contracts';
import { lazy, Suspense, useId } from 'react';
import { TableScroller } from '../../../components/table-scroller';
import { formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { formatPercent, formatTimelineKey } from '../format';

// The chart library is the page's largest part: it loads after the page, the table under the
// chart showing the same figures meanwhile.
const SalesChart = lazy(() => import('./sales-chart').then((module) => ({ default: module.SalesChart })));

/** Revenue and sell-through over the period: the chart, and the same figures as a table. */
export function SalesTimeline({ timeline }: { timeline: readonly SalesSummaryTimelinePoint[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const tableLabel = t('stationSales.chart.tableLabel');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('stationSales.chart.heading')}
      </Typography>
      {timeline.length === 0 ? (
        <Typography role="status">{t('stationSales.chart.empty')}</Typography>
      ) : (
        <>
          <Box component="figure" role="figure" aria-label={t('stationSales.chart.label')} sx={{ m: 0, minWidth: 0 }}>
            <Suspense fallback={null}>
              <SalesChart timeline={timeline} />
            </Suspense>
          </Box>
          <TableScroller
            label={tableLabel}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', mt: 1 }}
          >
            <Table size="small" aria-label={tableLabel}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>{t('stationSales.chart.key')}</TableCell>
                  {timeline.map((point) => (
                    <TableCell
                      key={point.key}
                      component="th"
                      scope="col"
                      align="right"
                      sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}
                    >
                      {formatTimelineKey(point.key)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {t('stationSales.chart.revenue')}
                  </TableCell>
                  {timeline.map((point) => (
                    <TableCell key={point.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatYen(point.revenue)}
                    </TableCell>
                  ))}
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {t('stationSales.chart.sellThrough')}
                  </TableCell>
                  {timeline.map((point) => (
                    <TableCell key={point.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatPercent(point.sellThrough)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableBody>
            </Table>
          </TableScroller>
        </>
      )}
    </Box>
  );
}
