import '../catalogue';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { API_ERROR_CODES, type CartFigureQuery } from '@tvcm/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { formatGrp, formatYen } from '../../../lib/format-broadcast';
import { useCart } from '../api/get-cart';
import { useCartStore } from '../store';

interface CartSummaryProps {
  figures: CartFigureQuery;
  cartListHref: string;
}

const isCartGone = (error: unknown) => error instanceof ApiError && error.code === API_ERROR_CODES.cartNotFound;

/** The current cart at a glance beside the inventory: what adding a slot changed. */
export function CartSummary({ figures, cartListHref }: CartSummaryProps) {
  const { t } = useTranslation();
  const cartId = useCartStore((state) => state.currentCartId);
  const setCurrentCart = useCartStore((state) => state.setCurrentCart);
  const cart = useCart(cartId, figures);
  const gone = isCartGone(cart.error);

  useEffect(() => {
    // Deleted in another tab or by a colleague: forget it, the next addition picks or makes another.
    if (gone) setCurrentCart(null);
  }, [gone, setCurrentCart]);

  const rows = cart.data
    ? [
        { label: t('carts.summary.area'), value: cart.data.area?.name ?? t('carts.summary.noArea') },
        {
          label: t('carts.summary.units'),
          value: t('carts.summary.unitsValue', { items: cart.data.itemCount, units: cart.data.units }),
        },
        { label: t('carts.summary.value'), value: formatYen(cart.data.currentValue) },
        { label: t('carts.summary.grp'), value: formatGrp(cart.data.grp) },
        { label: t('carts.summary.averagePerCost'), value: formatYen(cart.data.averagePerCost) },
      ]
    : [];

  return (
    <Paper component="section" variant="outlined" aria-labelledby="cart-summary-heading" sx={{ p: 2 }}>
      <Typography id="cart-summary-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {t('carts.summary.heading')}
      </Typography>
      <Box aria-live="polite">
        {cart.data && cartId !== null ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 'bold', my: 1, wordBreak: 'break-all' }}>
              {cart.data.name}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, typography: 'body2' }}
            >
              {rows.map((row) => (
                <Box key={row.label} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {row.label}
                  </Box>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 'bold' }}>
                    {row.value}
                  </Box>
                </Box>
              ))}
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {t('carts.summary.empty')}
          </Typography>
        )}
      </Box>
      <Link href={cartListHref} variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
        {t('carts.summary.cartList')}
      </Link>
    </Paper>
  );
}
