import { BarChart } from '@mui/x-charts/BarChart';
import { RATING_SCALE, SALES_TIME_BANDS, type StationAnalysis } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

const SERIES = ['meanEstimate', 'meanActual'] as const;

/**
 * Mean estimate against mean actual by time band, over every weekday: each weekday's means weighted
 * by its breaks. The table under it holds the same comparison by weekday for those who do not see
 * the chart.
 */
export function BandAccuracyChart({ rows }: { rows: StationAnalysis['byWeekdayBand'] }) {
  const { t } = useTranslation();
  const bands = SALES_TIME_BANDS.map((band) => {
    const inBand = rows.filter((row) => row.band === band.id && row.meanEstimate !== null && row.meanActual !== null);
    const breaks = inBand.reduce((sum, row) => sum + row.breaks, 0);
    const mean = (key: (typeof SERIES)[number]) =>
      breaks === 0 ? null : inBand.reduce((sum, row) => sum + (row[key] ?? 0) * row.breaks, 0) / breaks / RATING_SCALE;
    return { id: band.id, meanEstimate: mean('meanEstimate'), meanActual: mean('meanActual') };
  }).filter((band) => band.meanEstimate !== null);
  return (
    <BarChart
      height={280}
      skipAnimation
      xAxis={[
        {
          scaleType: 'band',
          data: bands.map((band) => t(`postBuy.bandShort.${band.id}`)),
          // Every band is labelled, the axis tall enough for the Japanese names (cut to nothing otherwise).
          tickLabelInterval: () => true,
          height: 40,
        },
      ]}
      yAxis={[{ label: t('postBuy.station.chart.yAxis'), min: 0 }]}
      series={SERIES.map((key) => ({
        id: key,
        label: t(`postBuy.station.summary.${key}`),
        data: bands.map((band) => band[key]),
        valueFormatter: (value: number | null) => (value === null ? '' : `${value.toFixed(2)}%`),
      }))}
    />
  );
}
