import TextField from '@mui/material/TextField';
import { normaliseText, type UpdateCartItemRequest } from '@tvcm/contracts';
import { type KeyboardEvent, useState } from 'react';
import { cartRefusal } from '../api/cart-refusal';
import { useUpdateCartItem } from '../api/update-cart-item';

export interface CartLineNumberProps {
  cartId: number;
  itemId: number;
  /** What the line holds now, in the field's own unit (units of a slot, thousands of impressions). */
  saved: number;
  /** The field's bounds: what is typed outside them is not sent. */
  min: number;
  max: number;
  /** The request that sets the line to `value` in the field's unit. */
  toRequest: (value: number) => UpdateCartItemRequest;
  /** Names the field. */
  label: string;
  /** What is said under the field when the number typed is not one it takes, and when the server refused it. */
  invalidText: string;
  refusedText: string;
  /** Up to how many digits are typed, for the field's width. */
  digits: number;
  onSaved: () => void;
}

/**
 * A cart line's number, saved when the field is left or Enter is pressed; the server checks it
 * against what the product has left (CRT00055 keeps the saved number and says so under the
 * field). Mounted afresh when the saved number changes (the caller keys it by that number).
 */
export function CartLineNumber(props: CartLineNumberProps) {
  const update = useUpdateCartItem(props.cartId);
  const [text, setText] = useState(String(props.saved));
  const [refused, setRefused] = useState(false);
  const typed = normaliseText(text);
  const value = new RegExp(`^\\d{1,${props.digits}}$`).test(typed) ? Number(typed) : null;
  const valid = value !== null && value >= props.min && value <= props.max;

  const save = () => {
    if (!valid || value === props.saved || update.isPending) return;
    setRefused(false);
    update.mutate(
      { itemId: props.itemId, request: props.toRequest(value) },
      {
        onSuccess: props.onSaved,
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

  const helper = !valid ? props.invalidText : refused ? props.refusedText : undefined;
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
        htmlInput: { 'aria-label': props.label, inputMode: 'numeric', autoComplete: 'off', size: props.digits },
        formHelperText: { sx: { mx: 0, maxWidth: 160 } },
      }}
      sx={{ width: 32 + props.digits * 16 }}
    />
  );
}
