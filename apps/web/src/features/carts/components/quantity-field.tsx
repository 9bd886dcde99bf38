import TextField from '@mui/material/TextField';
import { CART_ITEM_MAX_QUANTITY, normaliseText, type SlotListItem } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

/** No more than the fewest units left among the slots, nor than a cart takes at once. */
export function quantityMax(slots: readonly Pick<SlotListItem, 'remaining'>[]): number {
  return Math.max(1, Math.min(CART_ITEM_MAX_QUANTITY, ...slots.map((slot) => slot.remaining)));
}

/** The units typed, full-width digits included (a Japanese input method types those), or null. */
export function parseQuantity(text: string, max: number): number | null {
  const digits = normaliseText(text);
  if (!/^\d{1,3}$/.test(digits)) return null;
  const quantity = Number(digits);
  return quantity >= 1 && quantity <= max ? quantity : null;
}

interface QuantityFieldProps {
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** Several slots: the number applies to each. */
  each: boolean;
}

/** Units to add; takes the focus when the dialog opens, as the one thing most additions change. */
export function QuantityField({ value, onChange, max, each }: QuantityFieldProps) {
  const { t } = useTranslation();
  const invalid = parseQuantity(value, max) === null;
  return (
    <TextField
      autoFocus
      size="small"
      label={each ? t('carts.addDialog.quantityEach') : t('carts.addDialog.quantity')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={invalid ? t('carts.addDialog.quantityInvalid', { max }) : t('carts.addDialog.quantityHelp', { max })}
      // Text rather than type=number: full-width digits stay readable and the wheel changes nothing.
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      sx={{ width: 200 }}
    />
  );
}
