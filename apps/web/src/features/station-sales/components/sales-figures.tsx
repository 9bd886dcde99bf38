import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DECLINE_REASONS, type SalesSummary, type SalesSummaryQuery } from '@tvcm/contracts';
import { type ReactNode, useId } from 'react';
import { formatYen } from '../../../lib/format-broadcast';
import { formatLongDate } from '../../../lib/format-calendar';
import { useTranslation } from '../../../lib/i18n';
import { formatCount, formatPercent, formatUnits } from '../format';

interface FigureProps {
  label: string;
  value: string;
  /** A line under the figure: its parts or what it is worked out for. */
  note?: ReactNode;
}

/** One figure as a card: its name (dt) over its value (dd). */
function Figure({ label, value, note }: FigureProps) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 'bold', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {note && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: 1.5,
  m: 0,
} as const;

/** The period's totals as cards: what was sold, for how much, what is pending, declined or cancelled, and per-cost and CPM. */
export function SalesFigures({ summary, query }: { summary: SalesSummary; query: SalesSummaryQuery }) {
  const { t } = useTranslation();
  const headingId = useId();
  const totals = summary.totals;
  const reasons = DECLINE_REASONS.filter((reason) => (totals.declinedByReason[reason] ?? 0) > 0)
    .map((reason) =>
      t('stationSales.figures.declinedReason', {
        reason: t(`stationSales.declineReasons.${reason}`),
        count: formatCount(totals.declinedByReason[reason] ?? 0),
      }),
    )
    .join('・');
  const costBasis = t('stationSales.figures.costBasis', {
    target: t(`programGuide.rating.targets.${query.target}`),
    ratingType: t(`programGuide.rating.ratingTypes.${query.ratingType}`),
  });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('stationSales.figures.heading')}
      </Typography>
      <Box component="dl" sx={grid}>
        <Figure label={t('stationSales.figures.revenue')} value={formatYen(totals.revenue)} />
        <Figure
          label={t('stationSales.figures.units')}
          value={t('stationSales.figures.unitsValue', {
            sold: formatUnits(totals.unitsSold),
            onSale: formatUnits(totals.unitsOnSale),
          })}
        />
        <Figure label={t('stationSales.figures.sellThrough')} value={formatPercent(totals.sellThrough)} />
        <Figure
          label={t('stationSales.figures.averageUnitPrice')}
          value={formatYen(totals.averageUnitPrice)}
          note={`${t('stationSales.figures.unitsContracted')} ${formatCount(totals.unitsContracted)}`}
        />
        <Figure label={t('stationSales.figures.unitsHeld')} value={formatCount(totals.unitsHeld)} />
        <Figure
          label={t('stationSales.figures.unitsDeclined')}
          value={formatCount(totals.unitsDeclined)}
          note={reasons ? t('stationSales.figures.declinedReasons', { reasons }) : undefined}
        />
        <Figure label={t('stationSales.figures.unitsCancelled')} value={formatCount(totals.unitsCancelled)} />
        <Figure label={t('stationSales.figures.perCost')} value={formatYen(totals.perCost)} note={costBasis} />
        <Figure label={t('stationSales.figures.cpm')} value={formatYen(totals.cpm)} note={costBasis} />
      </Box>
    </Box>
  );
}

/** Budget progress over the period: budget, achievement, where revenue should be today and the pace, as of the day read. */
export function SalesPacing({ summary }: { summary: SalesSummary }) {
  const { t } = useTranslation();
  const headingId = useId();
  const pacing = summary.pacing;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('stationSales.pacing.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('stationSales.pacing.asOf', { date: formatLongDate(summary.asOf) })}
        </Typography>
      </Box>
      {pacing.budget === null ? (
        <Box>
          <Typography sx={{ fontWeight: 'bold' }}>{t('stationSales.pacing.unset')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('stationSales.pacing.unsetNote')}
          </Typography>
        </Box>
      ) : (
        <Box component="dl" sx={grid}>
          <Figure label={t('stationSales.pacing.budget')} value={formatYen(pacing.budget)} />
          <Figure label={t('stationSales.pacing.achievement')} value={formatPercent(pacing.achievement)} />
          <Figure label={t('stationSales.pacing.expectedByToday')} value={formatYen(pacing.expectedByToday)} />
          <Figure label={t('stationSales.pacing.pace')} value={formatPercent(pacing.pace)} />
        </Box>
      )}
    </Box>
  );
}
