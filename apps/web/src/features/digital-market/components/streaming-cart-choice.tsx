import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CART_NAME_MAX_LENGTH, type CartSummary } from '@tvcm/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { StreamingCartTarget } from '../api/streaming-carts';

/** What the user set: a cart of the list or a new one, each option keeping its own input. */
export interface CartChoiceValue {
  /** null until the user picks: an existing cart when there is one, else a new one. */
  kind: 'existing' | 'new' | null;
  cartId: number | null;
  newName: string;
}

export const INITIAL_CART_CHOICE: CartChoiceValue = { kind: null, cartId: null, newName: '' };

/** The streaming carts a line can go to: open ones of the streaming service. */
export const openStreamingCarts = (carts: readonly CartSummary[]) =>
  carts.filter((cart) => cart.service === 'CU' && cart.status === 'OPEN');

export function effectiveChoice(value: CartChoiceValue, carts: readonly CartSummary[]): 'existing' | 'new' {
  // A cart just made for this line counts before the list has caught up with it.
  if (value.kind === 'existing' && value.cartId !== null) return 'existing';
  if (value.kind) return carts.length === 0 ? 'new' : value.kind;
  return carts.length > 0 ? 'existing' : 'new';
}

/** The cart the line will go to, or null while the choice is incomplete. */
export function cartTargetOf(value: CartChoiceValue, carts: readonly CartSummary[]): StreamingCartTarget | null {
  if (effectiveChoice(value, carts) === 'existing') {
    if (value.cartId !== null) return { id: value.cartId };
    const cart = carts[0];
    return cart ? { id: cart.id } : null;
  }
  const name = value.newName.trim();
  return name === '' || name.length > CART_NAME_MAX_LENGTH ? null : { newName: name };
}

interface StreamingCartChoiceProps {
  carts: readonly CartSummary[];
  value: CartChoiceValue;
  onChange: (value: CartChoiceValue) => void;
  /** The user tried to send: an empty name is marked. */
  submitted: boolean;
}

/** Which streaming cart receives the line: one of the company's open streaming carts, or a new named one. */
export function StreamingCartChoice({ carts, value, onChange, submitted }: StreamingCartChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  const kind = effectiveChoice(value, carts);
  const picked = carts.find((cart) => cart.id === value.cartId) ?? carts[0];
  const nameMissing = kind === 'new' && submitted && value.newName.trim() === '';
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {t('digitalMarket.addDialog.cart')}
      </FormLabel>
      {carts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('digitalMarket.addDialog.noCarts')}
        </Typography>
      ) : (
        <>
          <FormControlLabel
            control={
              <Radio
                size="small"
                name={name}
                checked={kind === 'existing'}
                onChange={() => onChange({ ...value, kind: 'existing' })}
              />
            }
            label={t('digitalMarket.addDialog.existingCart')}
          />
          <TextField
            select
            size="small"
            label={t('digitalMarket.addDialog.cartSelect')}
            value={picked?.id ?? ''}
            onChange={(event) => onChange({ ...value, kind: 'existing', cartId: Number(event.target.value) })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ ml: 4, mb: 1, maxWidth: 360 }}
          >
            {carts.map((cart) => (
              <option key={cart.id} value={cart.id}>
                {cart.name}
              </option>
            ))}
          </TextField>
        </>
      )}
      <FormControlLabel
        control={<Radio size="small" name={name} checked={kind === 'new'} onChange={() => onChange({ ...value, kind: 'new' })} />}
        label={t('digitalMarket.addDialog.newCart')}
      />
      <TextField
        size="small"
        label={t('digitalMarket.addDialog.newName')}
        value={value.newName}
        onChange={(event) => onChange({ ...value, kind: 'new', newName: event.target.value })}
        error={nameMissing}
        helperText={nameMissing ? t('digitalMarket.addDialog.newNameRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: CART_NAME_MAX_LENGTH } }}
        sx={{ ml: 4, maxWidth: 360 }}
      />
    </FormControl>
  );
}
