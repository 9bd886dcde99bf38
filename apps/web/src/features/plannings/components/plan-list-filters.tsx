import TextField from '@mui/material/TextField';
import { PLAN_SEARCH_MAX_LENGTH, PLAN_STATUSES, type PlanListQuery, type PlanStatus } from '@tvcm/contracts';
import { type ReactNode, useState } from 'react';
import { FilterForm, FilterKeywordField, FilterSelectField } from '../../../components/filter-form';
import { useTranslation } from '../../../lib/i18n';

/** The filters as the form holds them: text, '' for "all". */
type Values = Record<'q' | 'status' | 'area' | 'from' | 'to', string>;

const valuesOf = (query: PlanListQuery): Values => ({
  q: query.q ?? '',
  status: query.status ?? '',
  area: query.area ?? '',
  from: query.from ?? '',
  to: query.to ?? '',
});

function filtersOf(values: Values): Partial<PlanListQuery> {
  return {
    q: values.q.trim() || undefined,
    status: (values.status || undefined) as PlanStatus | undefined,
    area: values.area || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
}

interface PlanListFiltersProps {
  query: PlanListQuery;
  areas: readonly { code: string; name: string }[];
  /** The filters to apply (from the first page); `clear` starts from none. */
  onApply: (filters: Partial<PlanListQuery>, clear?: boolean) => void;
}

/**
 * Search, status, area and broadcast period, applied together. The page gives it a new key for
 * each address, so the back button and 「クリア」 show the filters of the list they lead to.
 */
export function PlanListFilters({ query, areas, onApply }: PlanListFiltersProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(query));
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const select = (key: keyof Values, label: string, choices: ReactNode) => (
    <FilterSelectField label={label} allLabel={t('plannings.filters.all')} value={values[key]} onChange={set(key)}>
      {choices}
    </FilterSelectField>
  );
  const date = (key: keyof Values, label: string) => (
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
    <FilterForm
      label={t('plannings.filters.label')}
      applyLabel={t('plannings.filters.apply')}
      clearLabel={t('plannings.filters.clear')}
      onApply={() => onApply(filtersOf(values))}
      onClear={() => onApply({}, true)}
    >
      <FilterKeywordField
        label={t('plannings.filters.search')}
        placeholder={t('plannings.filters.searchPlaceholder')}
        value={values.q}
        onChange={set('q')}
        maxLength={PLAN_SEARCH_MAX_LENGTH}
      />
      {select(
        'status',
        t('plannings.filters.status'),
        PLAN_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`plannings.statuses.${status}`)}
          </option>
        )),
      )}
      {select(
        'area',
        t('plannings.filters.area'),
        areas.map((area) => (
          <option key={area.code} value={area.code}>
            {area.name}
          </option>
        )),
      )}
      {date('from', t('plannings.filters.from'))}
      {date('to', t('plannings.filters.to'))}
    </FilterForm>
  );
}
