import { useQueryClient } from '@tanstack/react-query';
import type { CartableSlot, CartFigureQuery } from '@tvcm/contracts';
import { AddToCartDialog } from '../../../features/carts/components/add-to-cart-dialog';
import { inventoryKeys } from '../../../features/program-guide/api/inventory-calls';

interface AddToCartHostProps {
  open: boolean;
  slots: CartableSlot[];
  figures: CartFigureQuery;
  onClose: () => void;
}

/** The carts' dialog on an inventory page: when units turn out to be gone, the page's slots are asked for again. */
export function AddToCartHost({ open, slots, figures, onClose }: AddToCartHostProps) {
  const queryClient = useQueryClient();
  return (
    <AddToCartDialog
      open={open}
      slots={slots}
      figures={figures}
      onClose={onClose}
      onInventoryChanged={() => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all })}
    />
  );
}
