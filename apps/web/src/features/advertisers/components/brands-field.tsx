import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADVERTISER_MAX_BRANDS } from '@tvcm/contracts';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';

interface BrandsFieldProps {
  value: readonly string[];
  onChange: (brands: string[]) => void;
  onBlur: () => void;
  /** The message of each row, by index, and of the list as a whole. */
  rowErrors: readonly (string | undefined)[];
  listError: string | undefined;
}

/** The advertiser's brands: one row each, added and removed by hand, in the order they are kept. */
export function BrandsField({ value, onChange, onBlur, rowErrors, listError }: BrandsFieldProps) {
  const { t } = useTranslation();
  const listErrorId = useId();
  // A row added by the button takes the focus; rows present when the dialog opens do not.
  const focusRow = useRef<number | null>(null);
  const full = value.length >= ADVERTISER_MAX_BRANDS;

  const add = () => {
    focusRow.current = value.length;
    onChange([...value, '']);
  };
  const remove = (index: number) => onChange(value.filter((_, other) => other !== index));
  const change = (index: number, brand: string) => onChange(value.map((other, at) => (at === index ? brand : other)));

  return (
    <Stack component="fieldset" spacing={1} aria-describedby={listError ? listErrorId : undefined} sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('advertisers.form.brands')}
      </Typography>
      {value.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('advertisers.form.noBrands')}
        </Typography>
      )}
      {value.map((brand, index) => {
        const number = index + 1;
        const error = rowErrors[index];
        return (
          // Rows are controlled by their values, so the position is a stable enough key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the brands are plain strings, possibly repeated while typed
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              fullWidth
              label={t('advertisers.form.brand', { number })}
              value={brand}
              onChange={(event) => change(index, event.target.value)}
              onBlur={onBlur}
              error={error !== undefined}
              helperText={error}
              inputRef={(element: HTMLInputElement | null) => {
                if (element && focusRow.current === index) {
                  focusRow.current = null;
                  element.focus();
                }
              }}
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
            <Button
              aria-label={t('advertisers.form.removeBrand', { number })}
              onClick={() => remove(index)}
              sx={{ flexShrink: 0, mt: 0.25 }}
            >
              {t('advertisers.form.removeBrandShort')}
            </Button>
          </Stack>
        );
      })}
      {listError && (
        <FormHelperText id={listErrorId} error>
          {listError}
        </FormHelperText>
      )}
      <Button onClick={add} disabled={full} sx={{ alignSelf: 'flex-start' }}>
        {t('advertisers.form.addBrand')}
      </Button>
    </Stack>
  );
}
