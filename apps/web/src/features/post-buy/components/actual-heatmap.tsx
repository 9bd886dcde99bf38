import Typography from '@mui/material/Typography';
import type { ActualHeatmapCell } from '@tvcm/contracts';
import { WeekdayHourHeatmap } from '../../../components/weekday-hour-heatmap';
import { useTranslation } from '../../../lib/i18n';
import { formatRatingPercent } from '../format';

/**
 * The all-break heat map: each weekday × hour cell's mean actual rating as its text, shaded by its
 * share of the highest cell; the number of breaks in the cell's title.
 */
export function ActualHeatmap({ cells, label }: { cells: readonly ActualHeatmapCell[]; label: string }) {
  const { t } = useTranslation();
  const byCell = new Map(cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  const hours = [...new Set(cells.map((cell) => cell.hour))].sort((a, b) => a - b);
  const max = Math.max(0, ...cells.map((cell) => cell.meanActual ?? 0));
  const weekdayName = (weekday: number) =>
    t(`programGuide.conditions.weekdayNames.${weekday}` as 'programGuide.conditions.weekdayNames.0');
  const none = t('postBuy.none');
  if (hours.length === 0) return <Typography role="status">{t('postBuy.heatmap.empty')}</Typography>;
  return (
    <>
      <WeekdayHourHeatmap
        label={label}
        hours={hours}
        cornerHeading={t('postBuy.heatmap.hour')}
        weekdayName={weekdayName}
        hourLabel={(hour) => t('postBuy.heatmap.hourValue', { hour })}
        emptyText={none}
        cellMinWidth="4.5em"
        cell={(weekday, hour) => {
          const cell = byCell.get(`${weekday}-${hour}`);
          if (!cell) return undefined;
          return {
            text: formatRatingPercent(cell.meanActual),
            tone: cell.meanActual === null || max === 0 ? null : cell.meanActual / max,
            value: cell.meanActual ?? undefined,
            title: t('postBuy.heatmap.cellTitle', {
              weekday: weekdayName(weekday),
              hour,
              rating: formatRatingPercent(cell.meanActual),
              breaks: cell.breaks,
            }),
          };
        }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {t('postBuy.heatmap.scale')}
      </Typography>
    </>
  );
}
