import '../catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CartDetail, CartFigureQuery } from '@tvcm/contracts';
import { type ReactNode, useEffect, useId } from 'react';
import { TextLink } from '../../../components/text-link';
import { toMessageCode } from '../../../lib/error-message';
import { formatGrp, formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { addToCartRefusal } from '../api/add-to-cart-refusal';
import { useCart } from '../api/get-cart';
import { useCartStore } from '../store';
import { useCurrentCartId } from '../use-current-cart-id';
import { figureLabels } from './figure-labels';
import { FigureList } from './figure-list';

export interface CartSummaryProps {
  /** The target and rating type the page shows: the GRP and average per-cost are figured for them. */
  figures: CartFigureQuery;
  cartListHref: string;
}

function CartFigures({ cart, figures }: { cart: CartDetail; figures: CartFigureQuery }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 'bold', mb: 1, overflowWrap: 'anywhere' }}>
        {cart.name}
      </Typography>
      <FigureList
        rows={[
          { label: t('carts.summary.area'), value: cart.area?.name ?? t('carts.summary.noArea') },
          {
            label: t('carts.summary.units'),
            value: t('carts.summary.unitsValue', { units: cart.units, items: cart.itemCount }),
            figure: true,
          },
          { label: t('carts.summary.value'), value: formatYen(cart.currentValue), figure: true },
          { label: t('carts.summary.grp', figureLabels(t, figures)), value: formatGrp(cart.grp), figure: true },
          { label: t('carts.summary.averagePerCost'), value: formatYen(cart.averagePerCost), figure: true },
        ]}
      />
    </>
  );
}

/** The current cart at a glance beside the inventory: what adding a slot changed. */
export function CartSummary({ figures, cartListHref }: CartSummaryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const cartId = useCurrentCartId();
  const setCurrentCart = useCartStore((state) => state.setCurrentCart);
  const cart = useCart(cartId, figures);
  const gone = addToCartRefusal(cart.error)?.kind === 'cartGone';

  useEffect(() => {
    // Deleted in another tab or by a colleague: forget it; the next addition picks or makes another.
    if (gone) setCurrentCart(null);
  }, [gone, setCurrentCart]);

  let body: ReactNode;
  if (cartId === null || gone) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('carts.summary.empty')}
      </Typography>
    );
  } else if (cart.data) {
    body = <CartFigures cart={cart.data} figures={figures} />;
  } else if (cart.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void cart.refetch()}>
            {t('carts.summary.retry')}
          </Button>
        }
      >
        {t(`errors.${toMessageCode(cart.error)}`)}
      </Alert>
    );
  } else {
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('carts.summary.loading')}
      </Typography>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 'bold', mb: 1 }}>
        {t('carts.summary.heading')}
      </Typography>
      {/* Announced when an addition changes the figures, without taking the focus. */}
      <Box aria-live="polite">{body}</Box>
      <Box sx={{ mt: 1.5 }}>
        <TextLink href={cartListHref}>{t('carts.summary.cartList')}</TextLink>
      </Box>
    </Paper>
  );
}
