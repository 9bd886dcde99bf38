import TextField from '@mui/material/TextField';
import { normaliseText } from '@tvcm/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';

/**
 * Whole yen as typed in any width (１２０００ from a Japanese IME too), with thousands separators
 * and 円 tolerated; null for an empty field, undefined for text that is not an amount.
 */
export function parseYen(text: string): number | null | undefined {
  const digits = normaliseText(text).replace(/[,\s円]/g, '');
  if (digits === '') return null;
  return /^\d{1,12}$/.test(digits) ? Number(digits) : undefined;
}

const textOf = (yen: number | null) => (yen === null ? '' : String(yen));

interface YenLimitFieldProps {
  label: string;
  value: number | null;
  onChange: (yen: number | null) => void;
}

/**
 * An upper price limit. The field keeps the text as typed (an IME composing full-width digits must
 * not be rewritten under the cursor) and hands every valid amount up at once; it shows the
 * normalised amount when the user leaves it, or when the value changes from outside.
 */
export function YenLimitField({ label, value, onChange }: YenLimitFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => textOf(value));
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    if (parseYen(text) !== value) setText(textOf(value));
  }
  const invalid = parseYen(text) === undefined;

  return (
    <TextField
      size="small"
      label={label}
      value={text}
      error={invalid}
      helperText={invalid ? t('programGuide.conditions.digitsOnly') : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      // Wide enough for the longer label (パーコスト上限（円）) unshrunk, as an empty field shows it.
      sx={{ width: 200 }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const yen = parseYen(next);
        if (yen === undefined || yen === value) return;
        setKnown(yen);
        onChange(yen);
      }}
      onBlur={() => {
        if (!invalid) setText(textOf(value));
      }}
    />
  );
}
