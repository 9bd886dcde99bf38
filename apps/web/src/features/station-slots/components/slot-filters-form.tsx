import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type OwnStations,
  PROGRAMME_TITLE_MAX_LENGTH,
  STATION_SLOT_DATE_RANGE_MAX_DAYS,
  STATION_SLOT_STATUS_FILTERS,
  type StationSlotStatusFilter,
  type StationSlotsQuery,
} from '@tvcm/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { currentBroadcastWeek, dateRangeProblem } from '../slot-list-filters';

interface SlotFiltersFormProps {
  /** The filters of the list shown. */
  query: StationSlotsQuery;
  stations: OwnStations['stations'];
  onApply: (query: StationSlotsQuery) => void;
}

/** Station, broadcast dates, programme and status; applied together, from the first page. */
export function SlotFiltersForm({ query, stations, onApply }: SlotFiltersFormProps) {
  const { t } = useTranslation();
  const [stationId, setStationId] = useState(query.stationId ? String(query.stationId) : '');
  const [dateFrom, setDateFrom] = useState(query.dateFrom);
  const [dateTo, setDateTo] = useState(query.dateTo);
  const [programme, setProgramme] = useState(query.programme ?? '');
  const [status, setStatus] = useState<StationSlotStatusFilter | ''>(query.status ?? '');
  const [submitted, setSubmitted] = useState(false);

  const fromMissing = dateFrom === '';
  const toMissing = dateTo === '';
  const rangeProblem = fromMissing || toMissing ? null : dateRangeProblem(dateFrom, dateTo);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (fromMissing || toMissing || rangeProblem) return;
    onApply({
      stationId: stationId ? Number(stationId) : undefined,
      dateFrom,
      dateTo,
      programme: programme.trim() || undefined,
      status: status || undefined,
      page: 1,
    });
  };

  const reset = () => {
    const week = currentBroadcastWeek();
    setStationId('');
    setDateFrom(week.dateFrom);
    setDateTo(week.dateTo);
    setProgramme('');
    setStatus('');
    setSubmitted(false);
    onApply({ ...week, page: 1 });
  };

  function dateToMessage(): string | undefined {
    if (toMissing) return t('validation.required');
    if (rangeProblem === 'order') return t('stationSlots.slots.dateOrder');
    if (rangeProblem === 'tooLong') return t('stationSlots.slots.dateRangeMax', { max: STATION_SLOT_DATE_RANGE_MAX_DAYS });
    return undefined;
  }
  const dateFromError = submitted && fromMissing ? t('validation.required') : undefined;
  const dateToError = submitted ? dateToMessage() : undefined;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('stationSlots.slots.filtersLabel')}
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        select
        size="small"
        label={t('stationSlots.slots.station')}
        value={stationId}
        onChange={(event) => setStationId(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        <option value="">{t('stationSlots.slots.allStations')}</option>
        {stations.map((station) => (
          <option key={station.id} value={station.id}>
            {station.name}
          </option>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        required
        label={t('stationSlots.slots.dateFrom')}
        value={dateFrom}
        onChange={(event) => setDateFrom(event.target.value)}
        error={dateFromError !== undefined}
        helperText={dateFromError}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 180 }}
      />
      <TextField
        type="date"
        size="small"
        required
        label={t('stationSlots.slots.dateTo')}
        value={dateTo}
        onChange={(event) => setDateTo(event.target.value)}
        error={dateToError !== undefined}
        helperText={dateToError}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dateFrom || undefined } }}
        sx={{ width: 180 }}
      />
      <TextField
        size="small"
        label={t('stationSlots.slots.programme')}
        value={programme}
        onChange={(event) => setProgramme(event.target.value)}
        slotProps={{ htmlInput: { maxLength: PROGRAMME_TITLE_MAX_LENGTH, autoComplete: 'off' } }}
        sx={{ width: 220 }}
      />
      <TextField
        select
        size="small"
        label={t('stationSlots.slots.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as StationSlotStatusFilter | '')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 140 }}
      >
        <option value="">{t('stationSlots.slots.allStatuses')}</option>
        {STATION_SLOT_STATUS_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(`stationSlots.slots.statuses.${value}`)}
          </option>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} sx={{ mt: 0.25 }}>
        <Button type="submit" variant="contained">
          {t('stationSlots.slots.search')}
        </Button>
        <Button onClick={reset}>{t('stationSlots.slots.reset')}</Button>
      </Stack>
    </Stack>
  );
}
