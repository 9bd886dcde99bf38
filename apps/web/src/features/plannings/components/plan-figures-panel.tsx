import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PlanFigures, PlanOptimality } from '@tvcm/contracts';
import { useId } from 'react';
import { formatGrp, formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber, formatPercent } from '../format';

interface PlanFiguresPanelProps {
  figures: PlanFigures;
  optimality: PlanOptimality | null;
  ratingsAreEstimates: boolean;
}

const oneDecimal = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * What the plan costs and buys, its estimated (推定) reach and frequency, and how close the
 * optimiser proved it to the best answer.
 */
export function PlanFiguresPanel({ figures, optimality, ratingsAreEstimates }: PlanFiguresPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const estimate = <Chip size="small" variant="outlined" label={t('plannings.estimate')} sx={{ ml: 0.5, height: 20 }} />;
  const rows: { label: string; value: string; estimated?: boolean }[] = [
    { label: t('plannings.figures.amount'), value: formatYen(figures.amount) },
    { label: t('plannings.figures.spots'), value: formatNumber(figures.spots) },
    ...(figures.digitalUnits > 0
      ? [{ label: t('plannings.figures.digitalUnits'), value: formatNumber(figures.digitalUnits) }]
      : []),
    { label: t('plannings.figures.grp'), value: formatGrp(figures.grp), estimated: ratingsAreEstimates },
    { label: t('plannings.figures.targetGrp'), value: formatGrp(figures.targetGrp), estimated: true },
    { label: t('plannings.figures.impressions'), value: formatNumber(figures.impressions), estimated: true },
    { label: t('plannings.figures.perCost'), value: formatYen(figures.perCost), estimated: true },
    { label: t('plannings.figures.cpm'), value: formatYen(figures.cpm), estimated: true },
    { label: t('plannings.figures.reach1'), value: formatPercent(figures.reach1), estimated: true },
    { label: t('plannings.figures.reach3'), value: formatPercent(figures.reach3), estimated: true },
    {
      label: t('plannings.figures.frequency'),
      value: t('plannings.figures.times', { value: oneDecimal.format(figures.frequency) }),
      estimated: true,
    },
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('plannings.figures.heading')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
          gap: 1,
          '& > div': { p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' },
          '& dt': { typography: 'body2', color: 'text.secondary', display: 'flex', alignItems: 'center' },
          '& dd': { m: 0, typography: 'subtitle1', fontWeight: 600 },
        }}
      >
        {rows.map((row) => (
          <div key={row.label}>
            <dt>
              {row.label}
              {row.estimated && estimate}
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('plannings.figures.optimality')}</dt>
          <dd>
            {optimality ? t('plannings.figures.gap', { gap: oneDecimal.format(optimality.gapPercent) }) : t('plannings.none')}
            {optimality && (
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', fontWeight: 'normal' }}
              >
                {t('plannings.figures.counts', {
                  candidates: formatNumber(optimality.candidates),
                  modelled: formatNumber(optimality.modelled),
                })}
              </Typography>
            )}
          </dd>
        </div>
      </Box>
      {ratingsAreEstimates && (
        <Typography variant="body2" color="text.secondary">
          {t('plannings.figures.ratingsAreEstimates')}
        </Typography>
      )}
    </Box>
  );
}
