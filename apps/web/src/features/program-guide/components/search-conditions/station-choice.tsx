import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Area, ProgramGuideView, Station } from '@tvcm/contracts';
import { useTranslation } from 'react-i18next';

interface StationChoiceProps {
  area: Area;
  view: ProgramGuideView;
  value: number[];
  onChange: (stationIds: number[]) => void;
}

/** The network's colour beside the station's name: how buyers recognise a channel at a glance. */
function StationLabel({ station }: { station: Station }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: station.network.colour }} />
      {station.shortName}
    </Box>
  );
}

/**
 * The area's stations in network order: several for the day view (none for all), exactly one for
 * the week view, which shows one station's week.
 */
export function StationChoice({ area, view, value, onChange }: StationChoiceProps) {
  const { t } = useTranslation();
  const stations = [...area.stations].sort((a, b) => a.network.code.localeCompare(b.network.code));
  if (view === 'week') {
    return (
      <FormControl>
        <FormLabel id="week-station-label">{t('programGuide.conditions.weekStation')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="week-station-label"
          value={String(value[0] ?? '')}
          onChange={(event) => onChange([Number(event.target.value)])}
        >
          {stations.map((station) => (
            <FormControlLabel
              key={station.id}
              value={String(station.id)}
              control={<Radio size="small" />}
              label={<StationLabel station={station} />}
            />
          ))}
        </RadioGroup>
      </FormControl>
    );
  }
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((other) => other !== id) : [...value, id]);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">
        {t('programGuide.conditions.stations')}
        <Box component="span" sx={{ ml: 1, typography: 'caption', color: 'text.secondary' }}>
          {t('programGuide.conditions.stationsHint')}
        </Box>
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {stations.map((station) => (
          <FormControlLabel
            key={station.id}
            control={<Checkbox size="small" checked={value.includes(station.id)} onChange={() => toggle(station.id)} />}
            label={<StationLabel station={station} />}
          />
        ))}
      </Box>
    </FormControl>
  );
}
