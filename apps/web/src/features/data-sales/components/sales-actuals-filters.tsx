import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { DataSalesActualsQuery } from '@tvcm/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

interface SalesActualsFiltersProps {
  query: DataSalesActualsQuery;
  /** The segments to choose from: those sold in the months chosen, and the one chosen. */
  segments: readonly { id: number; name: string }[];
  onApply: (query: DataSalesActualsQuery, clear?: boolean) => void;
}

/** The month range and the segment, applied together; a range that runs backwards is said before anything is asked. */
export function SalesActualsFilters({ query, segments, onApply }: SalesActualsFiltersProps) {
  const { t } = useTranslation();
  const [monthFrom, setMonthFrom] = useState(query.monthFrom);
  const [monthTo, setMonthTo] = useState(query.monthTo);
  const [segmentId, setSegmentId] = useState(query.segmentId ? String(query.segmentId) : '');
  const backwards = monthFrom !== '' && monthTo !== '' && monthFrom > monthTo;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (backwards || monthFrom === '' || monthTo === '') return;
    onApply({ monthFrom, monthTo, segmentId: segmentId ? Number(segmentId) : undefined });
  };
  const chosenMissing = query.segmentId !== undefined && !segments.some((segment) => segment.id === query.segmentId);
  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      aria-label={t('dataSales.actuals.filtersLabel')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))', gap: 1.5, alignItems: 'start' }}
    >
      <TextField
        type="month"
        size="small"
        required
        label={t('dataSales.actuals.monthFrom')}
        value={monthFrom}
        onChange={(event) => setMonthFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="month"
        size="small"
        required
        label={t('dataSales.actuals.monthTo')}
        value={monthTo}
        onChange={(event) => setMonthTo(event.target.value)}
        error={backwards}
        helperText={backwards ? t('dataSales.actuals.monthOrder') : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label={t('dataSales.actuals.segment')}
        value={segmentId}
        onChange={(event) => setSegmentId(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ gridColumn: { sm: 'span 2' } }}
      >
        <option value="">{t('dataSales.actuals.allSegments')}</option>
        {chosenMissing && (
          <option value={String(query.segmentId)}>{t('dataSales.actuals.segmentId', { id: query.segmentId })}</option>
        )}
        {segments.map((segment) => (
          <option key={segment.id} value={String(segment.id)}>
            {segment.name}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
        <Button type="submit" variant="contained">
          {t('dataSales.filters.apply')}
        </Button>
        <Button onClick={() => onApply({} as DataSalesActualsQuery, true)}>{t('dataSales.filters.clear')}</Button>
      </Box>
    </Box>
  );
}
