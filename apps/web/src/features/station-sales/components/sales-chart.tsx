import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { SalesSummaryTimelinePoint } from '@tvcm/contracts';
import { formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { formatPercent, formatTimelineKey } from '../format';

const compactYen = new Intl.NumberFormat('ja-JP', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Revenue as bars on the left axis and sell-through as a line on the right (0–100 %) over the
 * period's weeks or months. The table under it holds the same figures for those who do not see it.
 */
export function SalesChart({ timeline }: { timeline: readonly SalesSummaryTimelinePoint[] }) {
  const { t } = useTranslation();
  return (
    <ChartDataProvider
      height={320}
      skipAnimation
      xAxis={[
        {
          id: 'period',
          scaleType: 'band',
          data: timeline.map((point) => formatTimelineKey(point.key)),
          height: 40,
        },
      ]}
      yAxis={[
        {
          id: 'revenue',
          position: 'left',
          label: t('stationSales.chart.revenueAxis'),
          valueFormatter: (value: number) => compactYen.format(value),
          width: 64,
        },
        {
          id: 'sellThrough',
          position: 'right',
          label: t('stationSales.chart.sellThroughAxis'),
          min: 0,
          max: 100,
          width: 56,
        },
      ]}
      series={[
        {
          type: 'bar',
          id: 'revenue',
          yAxisId: 'revenue',
          label: t('stationSales.chart.revenue'),
          data: timeline.map((point) => point.revenue),
          valueFormatter: (value: number | null) => (value === null ? '' : formatYen(value)),
        },
        {
          type: 'line',
          id: 'sellThrough',
          yAxisId: 'sellThrough',
          label: t('stationSales.chart.sellThrough'),
          data: timeline.map((point) => point.sellThrough),
          valueFormatter: (value: number | null) => formatPercent(value),
          connectNulls: false,
        },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="period" />
          <ChartsYAxis axisId="revenue" />
          <ChartsYAxis axisId="sellThrough" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartDataProvider>
  );
}
