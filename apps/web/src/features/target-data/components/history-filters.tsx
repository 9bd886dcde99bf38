import { DATA_LICENCE_STATES, type DataLicenceState, type DataPurchasesQuery, SEGMENT_SEARCH_MAX_LENGTH } from '@tvcm/contracts';
import { useState } from 'react';
import { FilterForm, FilterKeywordField, FilterSelectField } from '../../../components/filter-form';
import { useTranslation } from '../../../lib/i18n';

interface HistoryFiltersProps {
  query: DataPurchasesQuery;
  onApply: (filters: Partial<DataPurchasesQuery>, clear?: boolean) => void;
}

/** Keyword and state, applied together; keyed by address like the other lists' filters. */
export function HistoryFilters({ query, onApply }: HistoryFiltersProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(query.q ?? '');
  const [state, setState] = useState<string>(query.state ?? '');
  return (
    <FilterForm
      label={t('targetData.history.filters.label')}
      applyLabel={t('targetData.history.filters.apply')}
      clearLabel={t('targetData.history.filters.clear')}
      onApply={() => onApply({ q: q.trim() || undefined, state: (state || undefined) as DataLicenceState | undefined })}
      onClear={() => onApply({}, true)}
    >
      <FilterKeywordField
        label={t('targetData.history.filters.search')}
        placeholder={t('targetData.history.filters.searchPlaceholder')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        maxLength={SEGMENT_SEARCH_MAX_LENGTH}
      />
      <FilterSelectField
        label={t('targetData.history.filters.state')}
        allLabel={t('targetData.history.filters.all')}
        value={state}
        onChange={(event) => setState(event.target.value)}
      >
        {DATA_LICENCE_STATES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`targetDataTerms.licenceStates.${choice}`)}
          </option>
        ))}
      </FilterSelectField>
    </FilterForm>
  );
}
