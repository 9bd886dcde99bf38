import TextField from '@mui/material/TextField';
import type { DataSalesActualsQuery } from '@tvcm/contracts';
import { useState } from 'react';
import { FilterForm, FilterSelectField } from '../../../components/filter-form';
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
  const apply = () => {
    if (backwards || monthFrom === '' || monthTo === '') return;
    onApply({ monthFrom, monthTo, segmentId: segmentId ? Number(segmentId) : undefined });
  };
  const chosenMissing = query.segmentId !== undefined && !segments.some((segment) => segment.id === query.segmentId);
  return (
    <FilterForm
      label={t('dataSales.actuals.filtersLabel')}
      applyLabel={t('dataSales.filters.apply')}
      clearLabel={t('dataSales.filters.clear')}
      onApply={apply}
      onClear={() => onApply({} as DataSalesActualsQuery, true)}
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
      <FilterSelectField
        label={t('dataSales.actuals.segment')}
        allLabel={t('dataSales.actuals.allSegments')}
        value={segmentId}
        onChange={(event) => setSegmentId(event.target.value)}
        sx={{ gridColumn: { sm: 'span 2' } }}
      >
        {chosenMissing && (
          <option value={String(query.segmentId)}>{t('dataSales.actuals.segmentId', { id: query.segmentId })}</option>
        )}
        {segments.map((segment) => (
          <option key={segment.id} value={String(segment.id)}>
            {segment.name}
          </option>
        ))}
      </FilterSelectField>
    </FilterForm>
  );
}
