import '../catalogue';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { CartableSlot, CartFigureQuery } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AddToCartForm } from './add-to-cart-form';

export interface AddToCartDialogProps {
  open: boolean;
  /** One slot from the timetable, or several selected in the list. */
  slots: CartableSlot[];
  /** The target and rating type the page shows, for the slots' figures. */
  figures: CartFigureQuery;
  onClose: () => void;
  /** Units turned out to be gone (CRT00055): the page should ask for its slots again. */
  onInventoryChanged: () => void;
}

/** Adds slots to the current cart, another cart of their area or a new one (SPEC.md §4 `selectedCm`). */
export function AddToCartDialog({ open, slots, figures, onClose, onInventoryChanged }: AddToCartDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The page may clear its selection as it closes the dialog: the slots stay on screen while the
  // dialog fades out rather than the form vanishing first.
  const [shown, setShown] = useState(slots);
  if (slots.length > 0 && slots !== shown) setShown(slots);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('carts.addDialog.title')}</DialogTitle>
      {shown.length > 0 && (
        // A new selection starts afresh; new figures for the same slots (after CRT00055) keep what was typed.
        <AddToCartForm
          key={shown.map((slot) => slot.id).join()}
          slots={shown}
          figures={figures}
          onClose={onClose}
          onInventoryChanged={onInventoryChanged}
        />
      )}
    </Dialog>
  );
}
