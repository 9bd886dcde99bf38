import Box from '@mui/material/Box';
import { memo } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { HEADER_HEIGHT } from './timetable-layout';
import type { TimetableColumn } from './timetable-model';

const WEEKEND_COLOURS = { saturday: '#1565c0', sunday: '#c62828' } as const;

interface TimetableHeaderProps {
  columns: TimetableColumn[];
  gridTemplateColumns: string;
}

/** The sticky header row: stations with their network's colour bar, or the week's dates (土 blue, 日 red). */
export const TimetableHeader = memo(function TimetableHeader({ columns, gridTemplateColumns }: TimetableHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="row"
      aria-rowindex={1}
      sx={{
        display: 'grid',
        gridTemplateColumns,
        position: 'sticky',
        top: 0,
        zIndex: 3,
        height: HEADER_HEIGHT,
        boxSizing: 'border-box',
        bgcolor: 'grey.100',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        role="columnheader"
        sx={{
          position: 'sticky',
          left: 0,
          zIndex: 1,
          bgcolor: 'grey.100',
          borderRight: 1,
          borderColor: 'divider',
          p: 0.5,
          fontSize: 12,
        }}
      >
        {t('timetable.timeAxis')}
      </Box>
      {columns.map((column) => (
        <Box
          key={column.key}
          role="columnheader"
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 1,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            fontWeight: 'bold',
            fontSize: 15,
            borderLeft: 1,
            borderLeftColor: 'divider',
            borderTop: 6,
            borderTopColor: column.networkColour ?? 'transparent',
            color: column.weekend ? WEEKEND_COLOURS[column.weekend] : 'text.primary',
          }}
        >
          {column.label}
        </Box>
      ))}
    </Box>
  );
});
