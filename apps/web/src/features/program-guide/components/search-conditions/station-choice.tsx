import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Area, ProgramGuideView, Station } from '@tvcm/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n';

interface StationChoiceProps {
  area: Area;
  view: ProgramGuideView;
  value: number[];
  onChange: (stationIds: number[]) => void;
}

/** The area's stations grouped by network, each network where its first station stands (the API's channel order). */
export function stationsByNetwork(area: Area): Station[][] {
  const groups = new Map<string, Station[]>();
  for (const station of area.stations) {
    const group = groups.get(station.network.code);
    if (group) group.push(station);
    else groups.set(station.network.code, [station]);
  }
  return [...groups.values()];
}

/** The network's colour beside the station's short name: how buyers recognise a channel at a glance; the name carries the meaning. */
function StationLabel({ station }: { station: Station }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: station.network.colour, border: 1, borderColor: 'divider' }}
      />
      {station.shortName}
    </Box>
  );
}

/**
 * The stations to show: any number for the day view (none for all), exactly one for the week
 * view, which shows one station's week; hence checkboxes there and radio buttons here.
 */
export function StationChoice({ area, view, value, onChange }: StationChoiceProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const groups = stationsByNetwork(area);

  if (view === 'week') {
    return (
      <FormControl>
        <FormLabel id={labelId} sx={{ typography: 'body2' }}>
          {t('programGuide.conditions.weekStation')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={value[0] === undefined ? '' : String(value[0])}
          onChange={(event) => onChange([Number(event.target.value)])}
        >
          {groups.flat().map((station) => (
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
      <FormLabel component="legend" sx={{ typography: 'body2' }}>
        {t('programGuide.conditions.stations')}
        <Box component="span" sx={{ ml: 1, typography: 'caption', color: 'text.secondary' }}>
          {t('programGuide.conditions.stationsHint')}
        </Box>
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        {groups.map((stations) => (
          <Box key={stations[0]?.network.code} role="group" aria-label={stations[0]?.network.name} sx={{ display: 'flex' }}>
            {stations.map((station) => (
              <FormControlLabel
                key={station.id}
                control={<Checkbox size="small" checked={value.includes(station.id)} onChange={() => toggle(station.id)} />}
                label={<StationLabel station={station} />}
              />
            ))}
          </Box>
        ))}
      </Box>
    </FormControl>
  );
}
