import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import { CART_NAME_MAX_LENGTH, type CartSummary } from '@tvcm/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { type CartChoiceKind, type CartChoiceState, type CartOptions, cartFits } from './cart-choice-model';

interface CartChoiceProps {
  options: CartOptions;
  areaCode: string;
  state: CartChoiceState;
  /** The option in effect (the user's pick or the default). */
  kind: CartChoiceKind;
  onChange: (state: CartChoiceState) => void;
}

/**
 * Which cart receives the slots: the current one, another open cart, or a new named one. Carts of
 * another area are listed but cannot be chosen, with the reason in words. The picker and the name
 * field stay usable whatever option is checked: using one checks its option.
 *
 * Plain radios in a fieldset rather than a RadioGroup: the picker and the name field sit between
 * them, and a text field does not belong inside a radiogroup. Radios sharing a name still move
 * with the arrow keys.
 */
export function CartChoice({ options, areaCode, state, kind, onChange }: CartChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  const { current, currentFits, others, anyOtherFits } = options;
  const isPickable = (cartId: number | null) => others.some((cart) => cart.id === cartId && cartFits(cart, areaCode));
  // Checking "another cart" picks one straight away, so the button is not left waiting for the picker.
  const pickable = () =>
    isPickable(state.existingCartId) ? state.existingCartId : (others.find((cart) => cartFits(cart, areaCode))?.id ?? null);
  const radio = (value: CartChoiceKind) => (
    <Radio
      size="small"
      name={name}
      value={value}
      checked={kind === value}
      onChange={() =>
        onChange(value === 'existing' ? { ...state, kind: value, existingCartId: pickable() } : { ...state, kind: value })
      }
    />
  );
  const cartLabel = (cart: CartSummary) =>
    cart.area ? t('carts.addDialog.cartWithArea', { name: cart.name, area: cart.area.name }) : cart.name;
  const areaReason = (cart: CartSummary) => t('carts.addDialog.areaDisabled', { area: cart.area?.name ?? '' });
  const newNameError = kind === 'new' && state.newName.trim() === '';

  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {t('carts.addDialog.cartChoice')}
      </FormLabel>
      {current && (
        <FormControlLabel
          control={radio('current')}
          disabled={!currentFits}
          label={
            currentFits
              ? t('carts.addDialog.current', { name: cartLabel(current) })
              : t('carts.addDialog.withReason', {
                  label: t('carts.addDialog.current', { name: cartLabel(current) }),
                  reason: areaReason(current),
                })
          }
        />
      )}
      {others.length > 0 && (
        <>
          <FormControlLabel
            control={radio('existing')}
            disabled={!anyOtherFits}
            label={
              anyOtherFits
                ? t('carts.addDialog.otherCart')
                : t('carts.addDialog.withReason', {
                    label: t('carts.addDialog.otherCart'),
                    reason: t('carts.addDialog.otherNone'),
                  })
            }
          />
          <TextField
            select
            size="small"
            label={t('carts.addDialog.otherSelect')}
            value={isPickable(state.existingCartId) ? (state.existingCartId ?? '') : ''}
            onChange={(event) => onChange({ ...state, kind: 'existing', existingCartId: Number(event.target.value) })}
            sx={{ ml: 4, mb: 1, maxWidth: 420 }}
          >
            {others.map((cart) => {
              const fits = cartFits(cart, areaCode);
              return (
                <MenuItem key={cart.id} value={cart.id} disabled={!fits} sx={{ display: 'block', whiteSpace: 'normal' }}>
                  {cartLabel(cart)}
                  {!fits && (
                    <Box component="span" sx={{ display: 'block', typography: 'caption' }}>
                      {areaReason(cart)}
                    </Box>
                  )}
                </MenuItem>
              );
            })}
          </TextField>
        </>
      )}
      <FormControlLabel control={radio('new')} label={t('carts.addDialog.newCart')} />
      <TextField
        size="small"
        label={t('carts.addDialog.newName')}
        value={state.newName}
        onChange={(event) => onChange({ ...state, kind: 'new', newName: event.target.value })}
        error={newNameError}
        helperText={newNameError ? t('carts.addDialog.newNameRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: CART_NAME_MAX_LENGTH } }}
        sx={{ ml: 4, maxWidth: 420 }}
      />
    </FormControl>
  );
}
