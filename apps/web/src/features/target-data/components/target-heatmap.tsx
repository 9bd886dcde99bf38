import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SEGMENT_HOURS, TARGET_BARGAIN_INDEX, type TargetHeatmapCell, type TargetHeatmapResponse } from '@tvcm/contracts';
import { useId } from 'react';
import { WeekdayHourHeatmap } from '../../../components/weekday-hour-heatmap';
import { formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import type { HeatmapFigure } from '../target-search-query';

interface TargetHeatmapProps {
  answer: TargetHeatmapResponse;
  figure: HeatmapFigure;
  onFigureChange: (figure: HeatmapFigure) => void;
}

/**
 * The weekday × hour heat map as a real table: hours of the broadcast day down, weekdays across,
 * each cell's index (or per-cost) as its text, the colour only a second cue; the other figure and
 * the slot count in the cell's title.
 */
export function TargetHeatmap({ answer, figure, onFigureChange }: TargetHeatmapProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const estimate = answer.figuresAreEstimates;
  const weekdayName = (weekday: number) =>
    t(`programGuide.conditions.weekdayNames.${weekday}` as 'programGuide.conditions.weekdayNames.0');
  const cells = new Map<string, TargetHeatmapCell>(answer.cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  const hours = SEGMENT_HOURS.filter((hour) => answer.cells.some((cell) => cell.hour === hour));
  const figureName = t(`targetData.search.heatmap.figures.${figure}`);
  const label = t('targetData.search.heatmap.label', {
    figure: estimate ? t('targetData.search.slots.estimated', { label: figureName }) : figureName,
  });
  const none = t('targetData.none');
  const text = (cell: TargetHeatmapCell) => {
    if (figure === 'index') return cell.index === null ? none : String(cell.index);
    return cell.perCost === null ? none : formatYen(cell.perCost);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {t('targetData.search.heatmap.heading')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={figure}
          aria-label={t('targetData.search.heatmap.figure')}
          onChange={(_, value: HeatmapFigure | null) => value && onFigureChange(value)}
        >
          <ToggleButton value="index">{t('targetData.search.heatmap.figures.index')}</ToggleButton>
          <ToggleButton value="perCost">{t('targetData.search.heatmap.figures.perCost')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {hours.length === 0 ? (
        <Typography role="status">{t('targetData.search.heatmap.empty')}</Typography>
      ) : (
        <>
          <WeekdayHourHeatmap
            label={label}
            hours={hours}
            cornerHeading={t('targetData.search.heatmap.hour')}
            weekdayName={weekdayName}
            hourLabel={(hour) => t('targetData.search.heatmap.hourValue', { hour })}
            emptyText={none}
            cellMinWidth={figure === 'perCost' ? '6.5em' : '3em'}
            cell={(weekday, hour) => {
              const cell = cells.get(`${weekday}-${hour}`);
              if (!cell) return undefined;
              return {
                text: text(cell),
                // Index 100 is the area's average: deeper blue up to 200, grey under it.
                tone: cell.index === null ? null : Math.max(-1, Math.min(1, (cell.index - 100) / 100)),
                value: cell.index ?? undefined,
                bold: cell.index !== null && cell.index >= TARGET_BARGAIN_INDEX,
                title: t('targetData.search.heatmap.cellTitle', {
                  weekday: weekdayName(weekday),
                  hour,
                  index: cell.index ?? none,
                  perCost: formatYen(cell.perCost),
                  slots: cell.slots,
                }),
              };
            }}
          />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('targetData.search.heatmap.scale')}
          </Typography>
        </>
      )}
    </Box>
  );
}
