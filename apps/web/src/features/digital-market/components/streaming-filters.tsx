import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import {
  type DigitalAreasResponse,
  STREAMING_AUDIENCE_TARGETS,
  STREAMING_GENRES,
  type StreamingGenre,
  type StreamingSearchQuery,
} from '@tvcm/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** The filters as the form holds them: text, '' for "all". */
interface Values {
  q: string;
  area: string;
  stationId: string;
  genre: string;
  deliveryFrom: string;
  deliveryTo: string;
  target: string;
  minRemaining: string;
  onSaleOnly: boolean;
}

const valuesOf = (query: StreamingSearchQuery): Values => ({
  q: query.q ?? '',
  area: query.area ?? '',
  stationId: query.stationId ? String(query.stationId) : '',
  genre: query.genre ?? '',
  deliveryFrom: query.deliveryFrom ?? '',
  deliveryTo: query.deliveryTo ?? '',
  target: query.target ?? '',
  minRemaining: query.minRemaining === undefined ? '' : String(query.minRemaining),
  onSaleOnly: query.onSaleOnly ?? false,
});

function filtersOf(values: Values): Partial<StreamingSearchQuery> {
  const minRemaining = Number(values.minRemaining);
  return {
    q: values.q.trim() || undefined,
    area: values.area || undefined,
    stationId: values.stationId ? Number(values.stationId) : undefined,
    genre: (values.genre || undefined) as StreamingGenre | undefined,
    deliveryFrom: values.deliveryFrom || undefined,
    deliveryTo: values.deliveryTo || undefined,
    target: values.target || undefined,
    minRemaining:
      values.minRemaining.trim() !== '' && Number.isInteger(minRemaining) && minRemaining >= 0 ? minRemaining : undefined,
    onSaleOnly: values.onSaleOnly || undefined,
  };
}

interface StreamingFiltersProps {
  query: StreamingSearchQuery;
  areas: DigitalAreasResponse['areas'];
  /** The filters to apply (from the first page); `clear` starts from none. */
  onApply: (filters: Partial<StreamingSearchQuery>, clear?: boolean) => void;
}

/**
 * Area, station, genre, delivery window, targeting, remaining impressions and 販売中のみ, applied
 * together. The page gives it a new key for each address, so the back button and 「クリア」 show
 * the filters of the list they lead to.
 */
export function StreamingFilters({ query, areas, onApply }: StreamingFiltersProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(query));
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({
      ...current,
      [key]: event.target.value,
      // Another area's station no longer fits.
      ...(key === 'area' ? { stationId: '' } : {}),
    }));
  const stations = areas.filter((area) => !values.area || area.code === values.area).flatMap((area) => area.stations);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filtersOf(values));
  };
  const select = (key: keyof Values, label: string, all: string, choices: ReactNode) => (
    <TextField
      select
      size="small"
      label={label}
      value={values[key]}
      onChange={set(key)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{all}</option>
      {choices}
    </TextField>
  );
  const date = (key: 'deliveryFrom' | 'deliveryTo', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={values[key]}
      onChange={set(key)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      aria-label={t('digitalMarket.filters.label')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))', gap: 1.5, alignItems: 'center' }}
    >
      {select(
        'area',
        t('digitalMarket.filters.area'),
        t('digitalMarket.filters.all'),
        areas.map((area) => (
          <option key={area.code} value={area.code}>
            {area.name}
          </option>
        )),
      )}
      {select(
        'stationId',
        t('digitalMarket.filters.station'),
        t('digitalMarket.filters.all'),
        stations.map((station) => (
          <option key={station.id} value={station.id}>
            {station.name}
          </option>
        )),
      )}
      {select(
        'genre',
        t('digitalMarket.filters.genre'),
        t('digitalMarket.filters.all'),
        STREAMING_GENRES.map((genre) => (
          <option key={genre} value={genre}>
            {t(`digitalMarket.genres.${genre}`)}
          </option>
        )),
      )}
      {date('deliveryFrom', t('digitalMarket.filters.deliveryFrom'))}
      {date('deliveryTo', t('digitalMarket.filters.deliveryTo'))}
      {select(
        'target',
        t('digitalMarket.filters.target'),
        t('digitalMarket.filters.none'),
        <>
          <optgroup label={t('digitalMarket.filters.targetGroupAudience')}>
            {STREAMING_AUDIENCE_TARGETS.map((target) => (
              <option key={target} value={target}>
                {t(`digitalMarket.targets.${target}`)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('digitalMarket.filters.targetGroupArea')}>
            {areas.map((area) => (
              <option key={area.code} value={`area:${area.code}`}>
                {t('digitalMarket.targets.area', { area: area.name })}
              </option>
            ))}
          </optgroup>
        </>,
      )}
      <TextField
        size="small"
        type="number"
        label={t('digitalMarket.filters.minRemaining')}
        value={values.minRemaining}
        onChange={set('minRemaining')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 0, step: 1000, inputMode: 'numeric' } }}
      />
      <TextField
        size="small"
        type="search"
        label={t('digitalMarket.filters.search')}
        value={values.q}
        onChange={set('q')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100, autoComplete: 'off' } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={values.onSaleOnly}
            onChange={(event) => setValues((current) => ({ ...current, onSaleOnly: event.target.checked }))}
          />
        }
        label={t('digitalMarket.filters.onSaleOnly')}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {t('digitalMarket.filters.apply')}
        </Button>
        <Button type="button" onClick={() => onApply({}, true)}>
          {t('digitalMarket.filters.clear')}
        </Button>
      </Box>
    </Box>
  );
}
