import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CART_NAME_MAX_LENGTH, type CartSummary } from '@tvcm/contracts';
import { useTranslation } from 'react-i18next';

export type CartChoiceValue =
  | { kind: 'current'; cartId: number }
  | { kind: 'existing'; cartId: number | null }
  | { kind: 'new'; name: string };

/** A cart holds slots of one area: an empty cart or one of the slot's area can take it. */
export const cartFits = (cart: CartSummary, areaCode: string) => cart.area === null || cart.area.code === areaCode;

/** The current cart when it can take the slot, otherwise a new cart under a suggested name. */
export function initialCartChoice(
  carts: CartSummary[],
  currentCartId: number | null,
  areaCode: string,
  defaultName: string,
): CartChoiceValue {
  const current = carts.find((cart) => cart.id === currentCartId);
  return current && cartFits(current, areaCode) ? { kind: 'current', cartId: current.id } : { kind: 'new', name: defaultName };
}

interface CartChoiceProps {
  carts: CartSummary[];
  currentCartId: number | null;
  areaCode: string;
  value: CartChoiceValue;
  onChange: (value: CartChoiceValue) => void;
}

/** Which cart receives the slots; carts of another area are listed but cannot be chosen, with the reason. */
export function CartChoice({ carts, currentCartId, areaCode, value, onChange }: CartChoiceProps) {
  const { t } = useTranslation();
  const current = carts.find((cart) => cart.id === currentCartId);
  const others = carts.filter((cart) => cart.id !== current?.id);
  const currentFits = current !== undefined && cartFits(current, areaCode);
  return (
    <FormControl>
      <FormLabel id="cart-choice-label">{t('carts.dialog.cartChoice')}</FormLabel>
      <RadioGroup
        aria-labelledby="cart-choice-label"
        value={value.kind}
        onChange={(event) => {
          const kind = event.target.value as CartChoiceValue['kind'];
          if (kind === 'current' && current) onChange({ kind, cartId: current.id });
          if (kind === 'existing') onChange({ kind, cartId: others.find((cart) => cartFits(cart, areaCode))?.id ?? null });
          if (kind === 'new') onChange({ kind, name: '' });
        }}
      >
        {current && (
          <FormControlLabel
            value="current"
            disabled={!currentFits}
            control={<Radio size="small" />}
            label={
              currentFits
                ? t('carts.dialog.current', { name: current.name })
                : `${t('carts.dialog.current', { name: current.name })}（${t('carts.dialog.otherDisabled', { area: current.area?.name ?? '' })}）`
            }
          />
        )}
        {others.length > 0 && (
          <FormControlLabel value="existing" control={<Radio size="small" />} label={t('carts.dialog.other')} />
        )}
        {value.kind === 'existing' && (
          <TextField
            select
            size="small"
            label={t('carts.dialog.otherSelect')}
            value={value.cartId ?? ''}
            onChange={(event) => onChange({ kind: 'existing', cartId: Number(event.target.value) })}
            sx={{ ml: 4, mb: 1, maxWidth: 420 }}
          >
            {others.map((cart) => (
              <MenuItem key={cart.id} value={cart.id} disabled={!cartFits(cart, areaCode)}>
                <Stack>
                  <span>{cart.name}</span>
                  {!cartFits(cart, areaCode) && (
                    <Stack component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
                      {t('carts.dialog.otherDisabled', { area: cart.area?.name ?? '' })}
                    </Stack>
                  )}
                </Stack>
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControlLabel value="new" control={<Radio size="small" />} label={t('carts.dialog.new')} />
        {value.kind === 'new' && (
          <TextField
            size="small"
            label={t('carts.dialog.newName')}
            value={value.name}
            onChange={(event) => onChange({ kind: 'new', name: event.target.value })}
            error={value.name.trim() === '' || value.name.length > CART_NAME_MAX_LENGTH}
            slotProps={{ htmlInput: { maxLength: CART_NAME_MAX_LENGTH } }}
            sx={{ ml: 4, maxWidth: 420 }}
          />
        )}
      </RadioGroup>
    </FormControl>
  );
}
