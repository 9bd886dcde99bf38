import Typography from '@mui/material/Typography';
import type { StationAnalysis } from '@tvcm/contracts';
import { formatCount } from '../../../lib/format-count';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { formatRatingPercent, formatRatingPoints, formatSignedPercent } from '../format';
import { FigureGrid } from './figure-grid';

/** What the bias says for next month's estimates, in a sentence; under half a percent reads as even. */
export function biasAdvice(t: TFunction, biasPercent: number | null): string {
  if (biasPercent === null) return t('postBuy.station.summary.advice.none');
  const percent = Math.round(Math.abs(biasPercent));
  if (percent === 0) return t('postBuy.station.summary.advice.even');
  return t(biasPercent < 0 ? 'postBuy.station.summary.advice.lower' : 'postBuy.station.summary.advice.raise', { percent });
}

/** Breaks measured and compared, mean estimate against mean actual, mean error and bias, and what to do about the bias. */
export function AccuracySummary({ analysis }: { analysis: StationAnalysis }) {
  const { t } = useTranslation();
  const { totals } = analysis;
  return (
    <>
      <FigureGrid
        figures={[
          { label: t('postBuy.station.summary.breaks'), value: t('postBuy.count', { count: formatCount(analysis.breaks) }) },
          { label: t('postBuy.station.summary.compared'), value: t('postBuy.count', { count: formatCount(analysis.compared) }) },
          { label: t('postBuy.station.summary.meanEstimate'), value: formatRatingPercent(totals.meanEstimate) },
          { label: t('postBuy.station.summary.meanActual'), value: formatRatingPercent(totals.meanActual) },
          { label: t('postBuy.station.summary.meanAbsoluteError'), value: formatRatingPercent(totals.meanAbsoluteError) },
          {
            label: t('postBuy.station.summary.bias'),
            value: t('postBuy.station.summary.biasValue', {
              points: formatRatingPoints(totals.bias),
              percent: formatSignedPercent(totals.biasPercent),
            }),
          },
        ]}
      />
      <Typography sx={{ mt: 1.5, fontWeight: 'bold' }}>{biasAdvice(t, totals.biasPercent)}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {t('postBuy.station.summary.note')}
      </Typography>
    </>
  );
}
