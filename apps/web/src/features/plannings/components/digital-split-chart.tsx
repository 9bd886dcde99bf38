import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DigitalSplitResponse } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';
import { formatPercent } from '../format';

const SERIES = ['totalReach', 'tvReach', 'digitalReach', 'incrementalReach'] as const;

/**
 * Reach (推定) against the TV share of the budget: total, TV alone, digital alone and what digital
 * adds, with the best split marked. The table beside it holds the same figures for those who do
 * not see the chart.
 */
export function DigitalSplitChart({ split }: { split: DigitalSplitResponse }) {
  const { t } = useTranslation();
  return (
    <LineChart
      height={320}
      skipAnimation
      xAxis={[
        {
          scaleType: 'point',
          data: split.points.map((point) => point.tvSharePercent),
          label: t('plannings.digitalSplit.xAxis'),
          valueFormatter: (value: number) => `${value}%`,
          // Every step of the sweep is labelled: there are eleven, and they fit. The axis is taller
          // than its default so the Japanese label leaves the tick labels room (they are cut to
          // nothing otherwise).
          tickLabelInterval: () => true,
          height: 60,
        },
      ]}
      yAxis={[{ label: t('plannings.digitalSplit.yAxis'), min: 0, max: 100 }]}
      series={SERIES.map((key) => ({
        id: key,
        label: t(`plannings.digitalSplit.series.${key}`),
        data: split.points.map((point) => point[key]),
        valueFormatter: (value: number | null) => (value === null ? '' : formatPercent(value)),
        showMark: key === 'totalReach',
      }))}
    >
      <ChartsReferenceLine
        x={split.bestTvSharePercent}
        label={t('plannings.digitalSplit.best')}
        lineStyle={{ strokeDasharray: '4 4' }}
      />
    </LineChart>
  );
}
