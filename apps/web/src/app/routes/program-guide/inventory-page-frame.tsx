import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { CartFigureQuery } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { CartSummary } from '../../../features/carts/components/cart-summary';
import { TV_CART_LIST_TARGET } from '../../../features/carts/menu';
import { menuHref } from '../../../features/shell/menu/menu-href';
import { useTranslation } from '../../../lib/i18n';

interface InventoryPageFrameProps {
  heading: ReactNode;
  conditions: ReactNode;
  results: ReactNode;
  /** Whose ratings the cart summary figures its GRP and per-cost for. */
  figures: CartFigureQuery;
  /**
   * The results need the whole width (a week's seven columns, a list's columns): the cart goes
   * below them up to the widest screens instead of beside them from 1200 px.
   */
  wideResults?: boolean;
  /** The pages' dialogs, outside the layout. */
  children: ReactNode;
}

/**
 * The layout the program guide and the slot lists share: the heading, the search conditions, and
 * the results beside the current cart, which follows every addition.
 */
export function InventoryPageFrame({
  heading,
  conditions,
  results,
  figures,
  wideResults = false,
  children,
}: InventoryPageFrameProps) {
  const { t } = useTranslation();
  const beside = wideResults ? 'xl' : 'lg';
  return (
    <Stack spacing={2}>
      {heading}
      <Paper component="section" variant="outlined" aria-label={t('programGuidePage.conditionsHeading')} sx={{ p: 2 }}>
        {conditions}
      </Paper>
      <Stack direction={{ xs: 'column', [beside]: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack
          component="section"
          aria-label={t('programGuidePage.resultsHeading')}
          spacing={1}
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
        >
          {results}
        </Stack>
        <Box component="aside" sx={{ width: { xs: '100%', [beside]: 280 }, flexShrink: 0 }}>
          <CartSummary figures={figures} cartListHref={menuHref(TV_CART_LIST_TARGET)} />
        </Box>
      </Stack>
      {children}
    </Stack>
  );
}
