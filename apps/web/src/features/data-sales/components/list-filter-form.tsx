import { SEGMENT_SEARCH_MAX_LENGTH } from '@tvcm/contracts';
import { useState } from 'react';
import { FilterForm, FilterKeywordField, FilterSelectField } from '../../../components/filter-form';
import { useTranslation } from '../../../lib/i18n';

export interface ListFilterValues {
  q: string;
  /** '' for "all". */
  choice: string;
}

interface ListFilterFormProps {
  label: string;
  searchPlaceholder: string;
  choiceLabel: string;
  choices: readonly { value: string; label: string }[];
  /** The filters of the list shown. */
  initial: ListFilterValues;
  /** The filters to apply (from the first page); `clear` starts from none. */
  onApply: (values: ListFilterValues, clear?: boolean) => void;
}

/**
 * A keyword and one choice (a status), applied together. The page gives it a new key for each
 * address, so the back button and 「クリア」 show the filters of the list they lead to.
 */
export function ListFilterForm({ label, searchPlaceholder, choiceLabel, choices, initial, onApply }: ListFilterFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  return (
    <FilterForm
      label={label}
      applyLabel={t('dataSales.filters.apply')}
      clearLabel={t('dataSales.filters.clear')}
      onApply={() => onApply({ q: values.q.trim(), choice: values.choice })}
      onClear={() => onApply({ q: '', choice: '' }, true)}
    >
      <FilterKeywordField
        label={t('dataSales.filters.search')}
        placeholder={searchPlaceholder}
        value={values.q}
        onChange={(event) => setValues((current) => ({ ...current, q: event.target.value }))}
        maxLength={SEGMENT_SEARCH_MAX_LENGTH}
      />
      <FilterSelectField
        label={choiceLabel}
        allLabel={t('dataSales.filters.all')}
        value={values.choice}
        onChange={(event) => setValues((current) => ({ ...current, choice: event.target.value }))}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </FilterSelectField>
    </FilterForm>
  );
}
