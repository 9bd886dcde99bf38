import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n';
import { TimetableLegend } from './timetable-legend';

/**
 * What the chips' looks mean and how the grid is worked by keyboard, above the grid. Shown while
 * the first answer loads too, so that the page's frame stands before the grid arrives; the grid
 * names the hint (`hintId`) as its description.
 */
export function TimetableKey({ hintId }: { hintId: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
      <TimetableLegend />
      <Typography id={hintId} variant="caption" color="text.secondary">
        {t('timetable.keyboardHint')}
      </Typography>
    </Box>
  );
}
