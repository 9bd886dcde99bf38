import TextField from '@mui/material/TextField';
import { CART_ITEM_MAX_QUANTITY, type CartItem } from '@tvcm/contracts';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { cartRefusal } from '../api/cart-refusal';
import { useUpdateCartItem } from '../api/update-cart-item';
import { parseQuantity } from './quantity-field';

interface CartItemQuantityProps {
  cartId: number;
  item: CartItem;
  /** Names the field: the line's date and time. */
  label: string;
  /** The line's units were saved (a mark of "no longer available" may no longer hold). */
  onSaved: () => void;
}

/**
 * A line's units, saved when the field is left or Enter is pressed; the server checks them
 * against what the slot has left (CRT00055 keeps the saved number and says so under the field).
 * Mounted afresh when the saved number changes (the caller keys it by quantity).
 */
export function CartItemQuantity({ cartId, item, label, onSaved }: CartItemQuantityProps) {
  const { t } = useTranslation();
  const update = useUpdateCartItem(cartId);
  const [text, setText] = useState(String(item.quantity));
  const [refused, setRefused] = useState(false);
  const quantity = parseQuantity(text, CART_ITEM_MAX_QUANTITY);

  const save = () => {
    if (quantity === null || quantity === item.quantity || update.isPending) return;
    setRefused(false);
    update.mutate(
      { itemId: item.id, quantity },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (cartRefusal(error)?.kind === 'unavailable') setRefused(true);
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  let helper: string | undefined;
  if (quantity === null) helper = t('carts.detail.unitsInvalid', { max: CART_ITEM_MAX_QUANTITY });
  else if (refused) helper = t('carts.detail.unitsRefused', { remaining: item.slot.remaining });
  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={onKeyDown}
      error={helper !== undefined}
      helperText={helper}
      disabled={update.isPending}
      // Text rather than type=number: full-width digits stay readable and the wheel changes nothing.
      slotProps={{
        htmlInput: { 'aria-label': label, inputMode: 'numeric', autoComplete: 'off', size: 3 },
        formHelperText: { sx: { mx: 0, maxWidth: 160 } },
      }}
      sx={{ width: 80 }}
    />
  );
}
