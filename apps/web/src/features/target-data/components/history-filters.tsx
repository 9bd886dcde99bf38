import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { DATA_LICENCE_STATES, type DataLicenceState, type DataPurchasesQuery, SEGMENT_SEARCH_MAX_LENGTH } from '@tvcm/contracts';
import { type FormEvent, useState } from 'react';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ q: q.trim() || undefined, state: (state || undefined) as DataLicenceState | undefined });
  };
  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      aria-label={t('targetData.history.filters.label')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))', gap: 1.5, alignItems: 'start' }}
    >
      <TextField
        size="small"
        type="search"
        label={t('targetData.history.filters.search')}
        placeholder={t('targetData.history.filters.searchPlaceholder')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: SEGMENT_SEARCH_MAX_LENGTH, autoComplete: 'off' } }}
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
      <TextField
        select
        size="small"
        label={t('targetData.history.filters.state')}
        value={state}
        onChange={(event) => setState(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('targetData.history.filters.all')}</option>
        {DATA_LICENCE_STATES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`targetDataTerms.licenceStates.${choice}`)}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
        <Button type="submit" variant="contained">
          {t('targetData.history.filters.apply')}
        </Button>
        <Button onClick={() => onApply({}, true)}>{t('targetData.history.filters.clear')}</Button>
      </Box>
    </Box>
  );
}
