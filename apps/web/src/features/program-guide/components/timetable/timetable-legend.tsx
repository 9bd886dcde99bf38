import '../../catalogue';
import Box from '@mui/material/Box';
import { useTranslation } from '../../../../lib/i18n';
import { LAST_MINUTE_COLOUR, SLOT_LOOK_ORDER, SLOT_LOOKS } from './slot-state';

/** What the chips' symbols, colours and badge mean. */
export function TimetableLegend() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('timetable.legend')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none', fontSize: 12 }}
    >
      {SLOT_LOOK_ORDER.map((look) => (
        <Box component="li" key={look} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              display: 'inline-block',
              minWidth: 18,
              textAlign: 'center',
              bgcolor: SLOT_LOOKS[look].background,
              border: 1,
              borderColor: 'divider',
              borderLeft: 4,
              borderLeftColor: SLOT_LOOKS[look].border,
            }}
          >
            {SLOT_LOOKS[look].symbol}
          </Box>
          {t(`timetable.states.${look}`)}
        </Box>
      ))}
      <Box component="li" sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component="span" sx={{ px: 0.5, borderRadius: 0.5, bgcolor: LAST_MINUTE_COLOUR, color: '#fff' }}>
          {t('timetable.lastMinute')}
        </Box>
      </Box>
    </Box>
  );
}
