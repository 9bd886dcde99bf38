import '../catalogue';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CART_ITEM_MAX_QUANTITY, CART_NAME_MAX_LENGTH, type SlotListItem } from '@tvcm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { formatShortDate } from '../../../lib/format-broadcast';
import { showToast } from '../../../lib/toasts';
import { useAddSlotsToCart } from '../api/add-slots-to-cart';
import { useCarts } from '../api/get-carts';
import { useCartStore } from '../store';
import { type AddToCartFailure, addToCartFailure } from './add-to-cart-error';
import { CartChoice, type CartChoiceValue, initialCartChoice } from './cart-choice';
import { SlotDetails } from './slot-details';

interface AddToCartDialogProps {
  open: boolean;
  /** One slot from the timetable, or several selected in the list. */
  slots: SlotListItem[];
  onClose: () => void;
  onInventoryChanged: () => void;
}

/** Adds slots to the current cart, another cart of their area or a new one (SPEC.md §4 `selectedCm`). */
export function AddToCartDialog({ open, slots, onClose, onInventoryChanged }: AddToCartDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-to-cart-title" maxWidth="sm" fullWidth>
      <DialogTitle id="add-to-cart-title">{t('carts.dialog.title')}</DialogTitle>
      {open && slots.length > 0 && <AddToCartForm slots={slots} onClose={onClose} onInventoryChanged={onInventoryChanged} />}
    </Dialog>
  );
}

function AddToCartForm({ slots, onClose, onInventoryChanged }: Omit<AddToCartDialogProps, 'open'>) {
  const { t } = useTranslation();
  const first = slots[0] as SlotListItem;
  const areaCode = first.station.areaCode;
  const carts = useCarts();
  const currentCartId = useCartStore((state) => state.currentCartId);
  const setCurrentCart = useCartStore((state) => state.setCurrentCart);
  const addSlots = useAddSlotsToCart();
  const maxQuantity = Math.max(1, Math.min(CART_ITEM_MAX_QUANTITY, ...slots.map((slot) => slot.remaining)));
  const [quantityText, setQuantityText] = useState('1');
  const defaultName = t('carts.dialog.defaultName', { area: first.areaName, date: formatShortDate(first.date) }).slice(
    0,
    CART_NAME_MAX_LENGTH,
  );
  const [choice, setChoice] = useState<CartChoiceValue | null>(null);
  const [failure, setFailure] = useState<AddToCartFailure | null>(null);
  const cartList = carts.data?.carts ?? [];
  const chosen = choice ?? initialCartChoice(cartList, currentCartId, areaCode, defaultName);

  const quantity = Number(quantityText.normalize('NFKC'));
  const quantityValid = Number.isInteger(quantity) && quantity >= 1 && quantity <= maxQuantity;
  const nameValid = chosen.kind !== 'new' || (chosen.name.trim().length > 0 && chosen.name.length <= CART_NAME_MAX_LENGTH);
  const canSubmit = quantityValid && nameValid && (chosen.kind !== 'existing' || chosen.cartId !== null) && !addSlots.isPending;

  const submit = async () => {
    setFailure(null);
    const cart = chosen.kind === 'new' ? { newName: chosen.name.trim() } : { id: chosen.cartId as number };
    try {
      await addSlots.mutateAsync({ cart, slotIds: slots.map((slot) => slot.id), quantity });
    } catch (error) {
      const next = addToCartFailure(error);
      setFailure(next);
      if (next.inventoryChanged) onInventoryChanged();
      if (next.cartGone && 'id' in cart) {
        if (currentCartId === cart.id) setCurrentCart(null);
        setChoice(null);
      }
      return;
    }
    showToast('success', t('messages.addedToCart', { quantity: quantity * slots.length }));
    onClose();
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2.5}>
          <SlotDetails slots={slots} />
          {failure && (
            <InlineError>{t(`errors.${failure.messageCode}` as const, { area: failure.params?.area ?? '' })}</InlineError>
          )}
          <TextField
            autoFocus
            size="small"
            label={slots.length > 1 ? t('carts.dialog.quantityEach') : t('carts.dialog.quantity')}
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            error={!quantityValid}
            helperText={t('carts.dialog.quantityHelp', { max: maxQuantity })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 160 }}
          />
          <CartChoice carts={cartList} currentCartId={currentCartId} areaCode={areaCode} value={chosen} onChange={setChoice} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('carts.dialog.cancel')}</Button>
        <Button variant="contained" disabled={!canSubmit} onClick={() => void submit()}>
          {addSlots.isPending ? t('carts.dialog.submitting') : t('carts.dialog.submit')}
        </Button>
      </DialogActions>
    </>
  );
}
