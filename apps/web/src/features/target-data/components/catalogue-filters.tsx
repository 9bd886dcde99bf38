import { type CatalogueQuery, SEGMENT_SEARCH_MAX_LENGTH } from '@tvcm/contracts';
import { useState } from 'react';
import { FilterForm, FilterKeywordField, FilterSelectField } from '../../../components/filter-form';
import { useTranslation } from '../../../lib/i18n';

type Values = Record<'q' | 'area' | 'provider', string>;

interface CatalogueFiltersProps {
  query: CatalogueQuery;
  areas: readonly { code: string; name: string }[];
  providers: readonly { code: string; name: string }[];
  /** The filters to apply; `clear` starts from none. */
  onApply: (filters: Partial<CatalogueQuery>, clear?: boolean) => void;
}

/** Keyword, area and data company, applied together; the page keys it by address so back and 「クリア」 show the list's own. */
export function CatalogueFilters({ query, areas, providers, onApply }: CatalogueFiltersProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ q: query.q ?? '', area: query.area ?? '', provider: query.provider ?? '' });
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const select = (key: 'area' | 'provider', label: string, choices: readonly { code: string; name: string }[]) => (
    <FilterSelectField label={label} allLabel={t('targetData.catalogue.filters.all')} value={values[key]} onChange={set(key)}>
      {choices.map((choice) => (
        <option key={choice.code} value={choice.code}>
          {choice.name}
        </option>
      ))}
    </FilterSelectField>
  );

  return (
    <FilterForm
      label={t('targetData.catalogue.filters.label')}
      applyLabel={t('targetData.catalogue.filters.apply')}
      clearLabel={t('targetData.catalogue.filters.clear')}
      onApply={() =>
        onApply({ q: values.q.trim() || undefined, area: values.area || undefined, provider: values.provider || undefined })
      }
      onClear={() => onApply({}, true)}
    >
      <FilterKeywordField
        label={t('targetData.catalogue.filters.search')}
        placeholder={t('targetData.catalogue.filters.searchPlaceholder')}
        value={values.q}
        onChange={set('q')}
        maxLength={SEGMENT_SEARCH_MAX_LENGTH}
      />
      {select('area', t('targetData.catalogue.filters.area'), areas)}
      {select('provider', t('targetData.catalogue.filters.provider'), providers)}
    </FilterForm>
  );
}
