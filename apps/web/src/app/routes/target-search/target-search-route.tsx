import { AddToCartDialog } from '../../../features/carts/components/add-to-cart-dialog';
import { TargetSearchPage } from '../../../features/target-data/components/target-search-page';

/** ターゲットから探す with the carts' add-to-cart dialog: the two features meet here, as on the program guide. */
export function TargetSearchRoute() {
  return <TargetSearchPage CartDialog={AddToCartDialog} />;
}
