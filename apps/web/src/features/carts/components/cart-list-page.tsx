import '../catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartSummary } from '@tvcm/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-fallback';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { type TradeService, TradeServiceProvider, useTradeService } from '../../../lib/trade-service';
import { useDuplicateCart } from '../api/duplicate-cart';
import { useCarts } from '../api/get-carts';
import { cartListSortOf, sortCarts } from '../list-sort';
import { cartDetailPath } from '../paths';
import { CartListTable } from './cart-list-table';
import type { CartAction } from './cart-row-actions';
import { DeleteCartDialog } from './delete-cart-dialog';
import { RenameCartDialog } from './rename-cart-dialog';
import { SendCartDialog } from './send-cart-dialog';

type OpenDialog = { kind: 'rename' | 'delete' | 'send'; cart: CartSummary } | null;

/**
 * `/agency/cart/list` (TV CM): the company's carts, newest first unless the address sorts them
 * otherwise, each with what it holds, who made it and where it stands; a received cart names
 * its sender. Each row opens, renames, duplicates, sends or deletes its cart.
 */
export function CartListPage() {
  return <CartListScreen />;
}

/** `/agency/cu/cart/list` (配信サービス): the same list of the company's streaming and 1-day carts. */
export function StreamingCartListPage() {
  return (
    <TradeServiceProvider service="CU">
      <CartListScreen />
    </TradeServiceProvider>
  );
}

const LIST_TITLES: Record<TradeService, 'carts.list.title' | 'carts.list.streamingTitle'> = {
  TV: 'carts.list.title',
  CU: 'carts.list.streamingTitle',
};

function CartListScreen() {
  const { t } = useTranslation();
  const service = useTradeService();
  const title = t(LIST_TITLES[service]);
  useDocumentTitle(title);
  const navigate = useNavigate();
  const carts = useCarts({ service });
  const duplicate = useDuplicateCart();
  const [params, setParams] = useSearchParams();
  const { sort, order } = cartListSortOf(params);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const heading = (
    <Typography component="h1" variant="h5">
      {title}
    </Typography>
  );
  if (!carts.data) {
    return (
      <Stack spacing={2}>
        {heading}
        <QueryFallback error={carts.error} />
      </Stack>
    );
  }

  const act = (cart: CartSummary, action: CartAction) => {
    if (action === 'open') {
      void navigate(cartDetailPath(cart.id, service));
    } else if (action === 'duplicate') {
      duplicate.mutate(cart.id, { onSuccess: (copy) => showToast('success', t('carts.list.duplicated', { name: copy.name })) });
    } else {
      setDialog({ kind: action, cart });
    }
  };
  const close = () => setDialog(null);
  const list = sortCarts(carts.data.carts, sort, order);

  return (
    <Stack spacing={2}>
      {heading}
      {list.length === 0 ? (
        <Typography>{t(service === 'TV' ? 'carts.list.empty' : 'carts.list.streamingEmpty')}</Typography>
      ) : (
        <CartListTable
          carts={list}
          sort={sort}
          order={order}
          onSortChange={(nextSort, nextOrder) => setParams({ sort: nextSort, order: nextOrder }, { replace: true })}
          onAction={act}
        />
      )}
      {dialog?.kind === 'rename' && <RenameCartDialog key={dialog.cart.id} cart={dialog.cart} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteCartDialog key={dialog.cart.id} cart={dialog.cart} onClose={close} />}
      {dialog?.kind === 'send' && <SendCartDialog key={dialog.cart.id} cart={dialog.cart} onClose={close} />}
    </Stack>
  );
}
