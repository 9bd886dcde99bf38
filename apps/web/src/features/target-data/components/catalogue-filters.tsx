import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type CatalogueQuery, SEGMENT_SEARCH_MAX_LENGTH } from '@tvcm/contracts';
import { type FormEvent, useState } from 'react';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ q: values.q.trim() || undefined, area: values.area || undefined, provider: values.provider || undefined });
  };
  const select = (key: 'area' | 'provider', label: string, choices: readonly { code: string; name: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={values[key]}
      onChange={set(key)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('targetData.catalogue.filters.all')}</option>
      {choices.map((choice) => (
        <option key={choice.code} value={choice.code}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      aria-label={t('targetData.catalogue.filters.label')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))', gap: 1.5, alignItems: 'start' }}
    >
      <TextField
        size="small"
        type="search"
        label={t('targetData.catalogue.filters.search')}
        placeholder={t('targetData.catalogue.filters.searchPlaceholder')}
        value={values.q}
        onChange={set('q')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: SEGMENT_SEARCH_MAX_LENGTH, autoComplete: 'off' } }}
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
      {select('area', t('targetData.catalogue.filters.area'), areas)}
      {select('provider', t('targetData.catalogue.filters.provider'), providers)}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
        <Button type="submit" variant="contained">
          {t('targetData.catalogue.filters.apply')}
        </Button>
        <Button onClick={() => onApply({}, true)}>{t('targetData.catalogue.filters.clear')}</Button>
      </Box>
    </Box>
  );
}
