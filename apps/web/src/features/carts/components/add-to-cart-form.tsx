import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { CART_NAME_MAX_LENGTH, type CartableSlot, type CartFigureQuery, uniqueCartName } from '@tvcm/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SendButton } from '../../../components/send-button';
import { toMessageCode } from '../../../lib/error-message';
import { formatMonthDay } from '../../../lib/format-broadcast';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useAddSlotsToCart } from '../api/add-slots-to-cart';
import { type AddToCartRefusal, addToCartRefusal } from '../api/add-to-cart-refusal';
import { useCarts } from '../api/get-carts';
import { useCurrentCartId } from '../use-current-cart-id';
import { CartChoice } from './cart-choice';
import { type CartChoiceState, cartOptions, cartTarget, effectiveKind } from './cart-choice-model';
import { parseQuantity, QuantityField, quantityMax } from './quantity-field';
import { SlotDetails } from './slot-details';

interface AddToCartFormProps {
  slots: CartableSlot[];
  figures: CartFigureQuery;
  onClose: () => void;
  onInventoryChanged: () => void;
}

/** 「関東 11/23 カート」: the area and the first broadcast date, which is how buyers tell carts apart. */
function defaultCartName(t: TFunction, slots: CartableSlot[]): string {
  const [first] = [...slots].sort((a, b) => a.date.localeCompare(b.date));
  if (!first) return '';
  return t('carts.addDialog.defaultName', { area: first.areaName, date: formatMonthDay(first.date) }).slice(
    0,
    CART_NAME_MAX_LENGTH,
  );
}

function refusalMessage(t: TFunction, refusal: AddToCartRefusal): string {
  if (refusal.kind === 'areaMismatch') return t('errors.MEA-CRT00007', { area: refusal.area });
  return t(refusal.kind === 'notAddable' ? 'errors.MEA-CRT00055' : 'errors.MEA-CRT04001');
}

/** What this dialog has already put in a cart, across attempts (a later slot may be refused). */
interface Progress {
  slotIds: ReadonlySet<number>;
  units: number;
}

export function AddToCartForm({ slots, figures, onClose, onInventoryChanged }: AddToCartFormProps) {
  const { t } = useTranslation();
  const carts = useCarts();
  const currentCartId = useCurrentCartId();
  const addSlots = useAddSlotsToCart();
  const [quantityText, setQuantityText] = useState('1');
  const [choice, setChoice] = useState<CartChoiceState>(() => ({
    kind: null,
    existingCartId: null,
    newName: defaultCartName(t, slots),
  }));
  // The offered name follows the carts as they load (「… (2)」 when the plain one is taken), until
  // the user writes a name of their own.
  const suggestedName = uniqueCartName(
    defaultCartName(t, slots),
    (carts.data?.carts ?? []).map((cart) => cart.name),
  );
  const offeredName = useRef(choice.newName);
  useEffect(() => {
    const offered = offeredName.current;
    offeredName.current = suggestedName;
    setChoice((state) => (state.newName === offered ? { ...state, newName: suggestedName } : state));
  }, [suggestedName]);
  const [refusal, setRefusal] = useState<AddToCartRefusal | null>(null);
  const [progress, setProgress] = useState<Progress>({ slotIds: new Set(), units: 0 });

  const areaCode = slots[0]?.station.areaCode ?? '';
  // The list may select slots of several areas, which no cart can hold together.
  const mixedAreas = slots.some((slot) => slot.station.areaCode !== areaCode);
  const options = cartOptions(carts.data?.carts ?? [], currentCartId, areaCode);
  const kind = effectiveKind(choice, options);
  const target = cartTarget(choice, options, areaCode);
  const max = quantityMax(slots);
  const quantity = parseQuantity(quantityText, max);
  const pending = slots.filter((slot) => !progress.slotIds.has(slot.id));
  // While the carts are (re)loading the choices are not settled: a click then could make a second cart.
  const canSubmit = !mixedAreas && !carts.isFetching && target !== null && quantity !== null && !addSlots.isPending;

  const sending = useSendOnce(async () => {
    if (!canSubmit || target === null || quantity === null) return;
    setRefusal(null);
    try {
      const result = await addSlots.mutateAsync({
        cart: target,
        slotIds: pending.map((slot) => slot.id),
        quantity,
        // The new cart is the current one now: trying again goes there rather than making another.
        onCartCreated: () => setChoice((state) => ({ ...state, kind: 'current' })),
        onSlotAdded: (slotId) =>
          setProgress((state) => ({ slotIds: new Set(state.slotIds).add(slotId), units: state.units + quantity })),
      });
      showToast('success', t('messages.addedToCart', { quantity: progress.units + result.units }));
      onClose();
    } catch (error) {
      // Anything else has been shown as a toast by the mutation; the dialog stays as it was.
      const next = addToCartRefusal(error);
      setRefusal(next);
      if (next?.kind === 'notAddable') onInventoryChanged();
      // The cart is gone (and forgotten if it was current): back to the default choice, name kept.
      if (next?.kind === 'cartGone') setChoice((state) => ({ ...state, kind: state.kind === 'new' ? 'new' : null }));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent) => void sending.submit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <SlotDetails slots={slots} figures={figures} quantity={quantity} />
          {mixedAreas && <Alert severity="warning">{t('carts.addDialog.mixedAreas')}</Alert>}
          {refusal && <Alert severity="error">{refusalMessage(t, refusal)}</Alert>}
          {progress.slotIds.size > 0 && pending.length > 0 && (
            <Alert severity="info">{t('carts.addDialog.partlyAdded', { count: progress.slotIds.size })}</Alert>
          )}
          {carts.isError && <Alert severity="warning">{t(`errors.${toMessageCode(carts.error)}`)}</Alert>}
          <QuantityField value={quantityText} onChange={setQuantityText} max={max} each={slots.length > 1} />
          <CartChoice options={options} areaCode={areaCode} state={choice} kind={kind} onChange={setChoice} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('carts.addDialog.cancel')}</Button>
        <SendButton type="submit" variant="contained" busy={sending.busy} disabled={!canSubmit}>
          {sending.busy ? t('carts.addDialog.submitting') : t('carts.addDialog.submit')}
        </SendButton>
      </DialogActions>
    </Box>
  );
}
