import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SEGMENT_HOURS, TARGET_BARGAIN_INDEX, type TargetHeatmapCell, type TargetHeatmapResponse } from '@tvcm/contracts';
import { useId } from 'react';
import { TableScroller } from '../../../components/table-scroller';
import { formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import type { HeatmapFigure } from '../target-search-query';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The cell's colour from its index: white to deep blue from 100 up (200 and over the deepest),
 * pale grey under 100. Only a second cue: the figure is the cell's text, black or white, whichever
 * keeps 4.5:1 on the cell (WCAG's relative luminance).
 */
function cellColours(index: number | null): { background: string; color: string } {
  if (index === null) return { background: 'transparent', color: 'inherit' };
  if (index < 100) return { background: `hsl(220 10% ${96 - Math.round(((100 - index) / 100) * 14)}%)`, color: 'inherit' };
  const strength = Math.min(1, (index - 100) / 100);
  const lightness = Math.round(96 - strength * 64);
  // White text needs the cell's luminance at or under 0.183 for 4.5:1; black text above it has more.
  return {
    background: `hsl(214 80% ${lightness}%)`,
    color: relativeLuminance(214, 0.8, lightness / 100) <= 0.183 ? '#fff' : '#000',
  };
}

/** WCAG 2 relative luminance of an HSL colour. */
function relativeLuminance(hue: number, saturation: number, lightness: number): number {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

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
  const text = (cell: TargetHeatmapCell | undefined) => {
    if (!cell) return none;
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
          <TableScroller
            label={label}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', maxHeight: { md: 560 } }}
          >
            <Box
              component="table"
              aria-label={label}
              sx={{
                borderCollapse: 'collapse',
                width: '100%',
                fontSize: 13,
                fontVariantNumeric: 'tabular-nums',
                '& th, & td': {
                  px: { xs: 0.5, sm: 0.75 },
                  py: 0.25,
                  borderBottom: 1,
                  borderColor: 'divider',
                  whiteSpace: 'nowrap',
                },
                '& thead th': { position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 2 },
                '& td': { textAlign: 'right', minWidth: figure === 'perCost' ? '6.5em' : '3em' },
              }}
            >
              <thead>
                <tr>
                  <th scope="col">{t('targetData.search.heatmap.hour')}</th>
                  {WEEKDAYS.map((weekday) => (
                    <th key={weekday} scope="col">
                      {weekdayName(weekday)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {hours.map((hour) => (
                  <tr key={hour}>
                    <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
                      {t('targetData.search.heatmap.hourValue', { hour })}
                    </th>
                    {WEEKDAYS.map((weekday) => {
                      const cell = cells.get(`${weekday}-${hour}`);
                      const colours = cellColours(cell?.index ?? null);
                      return (
                        <Box
                          component="td"
                          key={weekday}
                          data-index={cell?.index ?? undefined}
                          title={
                            cell
                              ? t('targetData.search.heatmap.cellTitle', {
                                  weekday: weekdayName(weekday),
                                  hour,
                                  index: cell.index ?? none,
                                  perCost: formatYen(cell.perCost),
                                  slots: cell.slots,
                                })
                              : undefined
                          }
                          sx={{
                            bgcolor: colours.background,
                            color: colours.color,
                            fontWeight:
                              cell?.index !== null && cell?.index !== undefined && cell.index >= TARGET_BARGAIN_INDEX
                                ? 'bold'
                                : 'normal',
                          }}
                        >
                          {text(cell)}
                        </Box>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Box>
          </TableScroller>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('targetData.search.heatmap.scale')}
          </Typography>
        </>
      )}
    </Box>
  );
}
