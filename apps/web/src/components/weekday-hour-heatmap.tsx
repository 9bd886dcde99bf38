import Box from '@mui/material/Box';
import { TableScroller } from './table-scroller';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** What one cell shows: its figure as text, and how strongly it is coloured. */
export interface HeatmapCellView {
  text: string;
  /**
   * The colour's cue, from −1 to 1: 0 and up shade white to deep blue (1 the deepest), under 0
   * pale grey (an index under the average); null leaves the cell uncoloured.
   */
  tone: number | null;
  /** The cell's other figures, as its title. */
  title?: string;
  bold?: boolean;
  /** Kept on the cell for tests and for the page's own styling (`data-value`). */
  value?: number;
}

interface WeekdayHourHeatmapProps {
  /** The table's accessible name, which also names the scroller. */
  label: string;
  hours: readonly number[];
  cornerHeading: string;
  weekdayName: (weekday: number) => string;
  hourLabel: (hour: number) => string;
  cell: (weekday: number, hour: number) => HeatmapCellView | undefined;
  emptyText: string;
  /** Wider cells for yen figures. */
  cellMinWidth?: string;
}

/**
 * The cell's colours from its tone. The colour is only a second cue: the figure is the cell's
 * text, black or white, whichever keeps 4.5:1 on the cell (WCAG's relative luminance).
 */
function cellColours(tone: number | null): { background: string; color: string } {
  if (tone === null) return { background: 'transparent', color: 'inherit' };
  if (tone < 0) return { background: `hsl(220 10% ${96 - Math.round(Math.min(1, -tone) * 14)}%)`, color: 'inherit' };
  const lightness = Math.round(96 - Math.min(1, tone) * 64);
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

/**
 * A weekday × hour heat map as a real table: hours of the broadcast day down, weekdays across, each
 * cell's figure as its text and the colour a second cue. Target search, sales figures and the
 * all-break analyses draw their maps with it.
 */
export function WeekdayHourHeatmap({
  label,
  hours,
  cornerHeading,
  weekdayName,
  hourLabel,
  cell,
  emptyText,
  cellMinWidth = '3em',
}: WeekdayHourHeatmapProps) {
  return (
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
          '& td': { textAlign: 'right', minWidth: cellMinWidth },
        }}
      >
        <thead>
          <tr>
            <th scope="col">{cornerHeading}</th>
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
                {hourLabel(hour)}
              </th>
              {WEEKDAYS.map((weekday) => {
                const view = cell(weekday, hour);
                const colours = cellColours(view?.tone ?? null);
                return (
                  <Box
                    component="td"
                    key={weekday}
                    data-value={view?.value}
                    title={view?.title}
                    sx={{ bgcolor: colours.background, color: colours.color, fontWeight: view?.bold ? 'bold' : 'normal' }}
                  >
                    {view ? view.text : emptyText}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </TableScroller>
  );
}
