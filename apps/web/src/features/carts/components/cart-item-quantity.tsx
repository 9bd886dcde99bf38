import { CART_ITEM_MAX_QUANTITY, type CartItem } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';
import { CartLineNumber } from './cart-line-number';

interface CartItemQuantityProps {
  cartId: number;
  item: CartItem;
  /** Names the field: the line's date and time. */
  label: string;
  /** The line's units were saved (a mark of "no longer available" may no longer hold). */
  onSaved: () => void;
}

/** A slot line's units, checked by the server against what the slot has left. */
export function CartItemQuantity({ cartId, item, label, onSaved }: CartItemQuantityProps) {
  const { t } = useTranslation();
  return (
    <CartLineNumber
      cartId={cartId}
      itemId={item.id}
      saved={item.quantity}
      min={1}
      max={CART_ITEM_MAX_QUANTITY}
      digits={3}
      toRequest={(quantity) => ({ quantity })}
      label={label}
      invalidText={t('carts.detail.unitsInvalid', { max: CART_ITEM_MAX_QUANTITY })}
      refusedText={t('carts.detail.unitsRefused', { remaining: item.slot.remaining })}
      onSaved={onSaved}
    />
  );
}
