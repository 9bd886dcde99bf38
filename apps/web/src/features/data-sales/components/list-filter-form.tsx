import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { SEGMENT_SEARCH_MAX_LENGTH } from '@tvcm/contracts';
import { type FormEvent, useState } from 'react';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ q: values.q.trim(), choice: values.choice });
  };
  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))', gap: 1.5, alignItems: 'start' }}
    >
      <TextField
        size="small"
        type="search"
        label={t('dataSales.filters.search')}
        placeholder={searchPlaceholder}
        value={values.q}
        onChange={(event) => setValues((current) => ({ ...current, q: event.target.value }))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: SEGMENT_SEARCH_MAX_LENGTH, autoComplete: 'off' } }}
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
      <TextField
        select
        size="small"
        label={choiceLabel}
        value={values.choice}
        onChange={(event) => setValues((current) => ({ ...current, choice: event.target.value }))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('dataSales.filters.all')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
        <Button type="submit" variant="contained">
          {t('dataSales.filters.apply')}
        </Button>
        <Button onClick={() => onApply({ q: '', choice: '' }, true)}>{t('dataSales.filters.clear')}</Button>
      </Box>
    </Box>
  );
}
