import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SalesHeatmapCell } from '@tvcm/contracts';
import { useId } from 'react';
import { WeekdayHourHeatmap } from '../../../components/weekday-hour-heatmap';
import { useTranslation } from '../../../lib/i18n';
import { formatCount, formatPercent, weekdayName } from '../format';

/** Sell-through by weekday and hour of the broadcast day; streaming and 1-day have no such map. */
export function SalesHeatmap({ cells }: { cells: readonly SalesHeatmapCell[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const byPlace = new Map(cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  const hours = [...new Set(cells.map((cell) => cell.hour))].sort((a, b) => a - b);
  const none = t('stationSales.none');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('stationSales.heatmap.heading')}
      </Typography>
      {hours.length === 0 ? (
        <Typography role="status">{t('stationSales.heatmap.empty')}</Typography>
      ) : (
        <>
          <WeekdayHourHeatmap
            label={t('stationSales.heatmap.label')}
            hours={hours}
            cornerHeading={t('stationSales.heatmap.hour')}
            weekdayName={weekdayName}
            hourLabel={(hour) => t('stationSales.heatmap.hourValue', { hour })}
            emptyText={none}
            cellMinWidth="3.5em"
            cell={(weekday, hour) => {
              const cell = byPlace.get(`${weekday}-${hour}`);
              if (!cell) return undefined;
              return {
                text: formatPercent(cell.sellThrough),
                tone: cell.sellThrough === null ? null : Math.max(0, Math.min(1, cell.sellThrough / 100)),
                value: cell.sellThrough ?? undefined,
                title: t('stationSales.heatmap.cellTitle', {
                  weekday: weekdayName(weekday),
                  hour,
                  sold: formatCount(cell.unitsSold),
                  onSale: formatCount(cell.unitsOnSale),
                }),
              };
            }}
          />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('stationSales.heatmap.scale')}
          </Typography>
        </>
      )}
    </Box>
  );
}
