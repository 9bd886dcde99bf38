import '../catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  type ApplyCartResponse,
  type CartDetail,
  type CartFigureQuery,
  type CartItem,
  type DigitalCartItem,
  ratingSettingSupported,
  STREAMING_UNIT_IMPRESSIONS,
} from '@tvcm/contracts';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DigitalItemsTable, digitalItemName, formatImpressions } from '../../../components/digital-items-table';
import { DownloadButton } from '../../../components/download-button';
import { PrintPage } from '../../../components/print-page';
import { QueryFallback } from '../../../components/query-fallback';
import { TextLink } from '../../../components/text-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatGrp, formatYen } from '../../../lib/format-broadcast';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { TradeServiceProvider, useTradeService } from '../../../lib/trade-service';
import { useSendOnce } from '../../../lib/use-send-once';
import { cartRefusal } from '../api/cart-refusal';
import { useDownloadCartProposal } from '../api/download-cart-proposal';
import { cartQueryOptions } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { groupByStation } from '../cart-figures';
import { bookingsPath, cartIdOf, cartListPath } from '../paths';
import { DEFAULT_CART_FIGURES, useCartStore } from '../store';
import { ApplyCartDialog, type ApplyStation } from './apply-cart-dialog';
import { CartFigureChoice } from './cart-figure-choice';
import { CartLineNumber } from './cart-line-number';
import { CartStationTable } from './cart-station-table';
import { CartStatusChip } from './cart-status-chip';
import { figureLabels } from './figure-labels';
import { FigureList } from './figure-list';

/**
 * `/agency/cart/:cartId`: a cart's lines by station and broadcast day with their figures and
 * totals; an open cart's units change and lines go here, and it is applied for (購入申込) once
 * every line is still available. Opening a received cart makes it the receiver's open cart.
 */
export function CartDetailPage() {
  const cartId = cartIdOf(useParams().cartId);
  return cartId === null ? <CartGone /> : <CartScreen cartId={cartId} />;
}

/**
 * `/agency/cu/cart/:cartId`: a streaming cart's lines — streaming products' impressions and 1-day
 * days — with their amounts and proposal sheet, applied for as a TV cart is (no ratings).
 */
export function StreamingCartDetailPage() {
  return (
    <TradeServiceProvider service="CU">
      <CartDetailPage />
    </TradeServiceProvider>
  );
}

function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const service = useTradeService();
  useDocumentTitle(title);
  return (
    <Stack spacing={2}>
      <Box data-print="hide">
        <TextLink to={cartListPath(service)}>{t('carts.detail.backToList')}</TextLink>
      </Box>
      <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function CartGone() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('carts.detail.titleFallback')}>
      <Alert severity="error">{t('errors.MEA-CRT04001')}</Alert>
    </PageFrame>
  );
}

/**
 * The figures chosen for the session's carts, or household real-time for a cart whose area does
 * not offer them (P+C7 outside 関東); the area is known once the cart has come.
 */
function useCartFigures(cartId: number) {
  const service = useTradeService();
  const stored = useCartStore((state) => state.figures);
  const setFigures = useCartStore((state) => state.setFigures);
  // A streaming cart has no rating figures: one query, whatever the TV pages chose.
  const chosen = service === 'TV' ? stored : DEFAULT_CART_FIGURES;
  const first = useQuery(cartQueryOptions(cartId, chosen, service));
  const areaCode = first.data?.area?.code;
  const figures =
    areaCode !== undefined && !ratingSettingSupported(chosen.ratingType, chosen.target, areaCode) ? DEFAULT_CART_FIGURES : chosen;
  const cart = useQuery({
    ...cartQueryOptions(cartId, figures, service),
    // The page stays while other figures load, instead of blinking to a spinner.
    placeholderData: (previous) => (previous?.id === cartId ? previous : undefined),
  });
  return { cart, figures, setFigures };
}

function CartScreen({ cartId }: { cartId: number }) {
  const { t } = useTranslation();
  const { cart, figures, setFigures } = useCartFigures(cartId);
  if (cart.data) return <CartContent cart={cart.data} figures={figures} onFiguresChange={setFigures} />;
  if (cartRefusal(cart.error)?.kind === 'cartGone') return <CartGone />;
  return (
    <PageFrame title={t('carts.detail.titleFallback')}>
      <QueryFallback error={cart.error} />
    </PageFrame>
  );
}

function CartFacts({ cart }: { cart: CartDetail }) {
  const { t } = useTranslation();
  const none = t('carts.list.none');
  const rows = [
    { label: t('carts.detail.status'), value: <CartStatusChip status={cart.status} /> },
    { label: t('carts.detail.area'), value: cart.area?.name ?? none },
    { label: t('carts.detail.createdBy'), value: cart.createdBy ?? none },
    { label: t('carts.detail.createdAt'), value: formatDateTime(cart.createdAt), figure: true },
  ];
  if (cart.sentBy) rows.push({ label: t('carts.detail.sentBy'), value: cart.sentBy.name });
  if (cart.sentAt) rows.push({ label: t('carts.detail.sentAt'), value: formatDateTime(cart.sentAt), figure: true });
  if (cart.appliedAt) rows.push({ label: t('carts.detail.appliedAt'), value: formatDateTime(cart.appliedAt), figure: true });
  return <FigureList rows={rows} />;
}

interface CartContentProps {
  cart: CartDetail;
  figures: CartFigureQuery;
  onFiguresChange: (figures: CartFigureQuery) => void;
}

function CartContent({ cart, figures, onFiguresChange }: CartContentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const service = useTradeService();
  const streaming = service !== 'TV';
  const factsId = useId();
  const totalsId = useId();
  const remove = useRemoveCartItem(cart.id);
  const download = useDownloadCartProposal();
  const proposalButton = (
    <DownloadButton
      label={t('carts.detail.downloadProposal')}
      pendingLabel={t('carts.detail.downloadingProposal')}
      onClick={() =>
        download.mutateAsync({
          service,
          cartId: cart.id,
          figures: { target: cart.target, ratingType: cart.ratingType },
          fallbackFileName: t('carts.detail.proposalFileName', { name: cart.name }),
        })
      }
    />
  );
  const [applyOpen, setApplyOpen] = useState(false);
  /** Lines the last application named as no longer available, until they change or go. */
  const [refusedIds, setRefusedIds] = useState<ReadonlySet<number>>(new Set());
  const [applyRefused, setApplyRefused] = useState(false);

  const groups = useMemo(
    () =>
      groupByStation(
        cart.items,
        cart.stations.map((station) => station.id),
      ),
    [cart.items, cart.stations],
  );
  const stations: ApplyStation[] = useMemo(
    () =>
      streaming
        ? digitalStationsOf(cart.digitalItems)
        : groups.map((group) => ({ id: group.station.id, name: group.station.name })),
    [groups, streaming, cart.digitalItems],
  );
  const editable = cart.status === 'OPEN' || cart.status === 'RECEIVED';
  const isUnavailable = (item: CartItem | DigitalCartItem) => !item.available || refusedIds.has(item.id);
  const lines: readonly (CartItem | DigitalCartItem)[] = streaming ? cart.digitalItems : cart.items;
  const unavailableCount = lines.filter(isUnavailable).length;
  const canApply = editable && lines.length > 0 && unavailableCount === 0;

  const forget = (itemId: number) =>
    setRefusedIds((ids) => {
      if (!ids.has(itemId)) return ids;
      const next = new Set(ids);
      next.delete(itemId);
      return next;
    });
  // One removal at a time: the second click of a double click would remove a line already gone.
  const removing = useSendOnce(async (item: CartItem | DigitalCartItem) => {
    const done = await remove.mutateAsync(item.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    forget(item.id);
    showToast('success', t('carts.detail.removed'));
  });
  const applied = (response: ApplyCartResponse) => {
    setApplyOpen(false);
    showToast('success', t('carts.applyDialog.done', { count: response.bookings.length }));
    void navigate(bookingsPath(service));
  };

  return (
    <PageFrame title={cart.name}>
      <PrintPage />
      <Paper component="section" variant="outlined" aria-labelledby={factsId} sx={{ p: 2 }}>
        <Typography id={factsId} component="h2" variant="subtitle1" sx={{ fontWeight: 'bold', mb: 1 }}>
          {t('carts.detail.facts')}
        </Typography>
        <CartFacts cart={cart} />
      </Paper>
      {cart.status === 'SENT' && <Alert severity="info">{t('carts.detail.readOnlySent')}</Alert>}
      {cart.status === 'APPLIED' && <Alert severity="info">{t('carts.detail.readOnlyApplied')}</Alert>}
      {applyRefused && <Alert severity="error">{t('errors.MEA-CRT00055')}</Alert>}
      {editable && unavailableCount > 0 && (
        <Alert severity="warning">{t('carts.detail.unavailableAlert', { count: unavailableCount })}</Alert>
      )}
      {!streaming && (
        <Typography data-print="only" variant="body2">
          {t('carts.detail.figuresPrinted', figureLabels(t, cart))}
        </Typography>
      )}
      {streaming ? (
        <>
          <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            {proposalButton}
          </Box>
          <StreamingLines
            cart={cart}
            editable={editable}
            isUnavailable={isUnavailable}
            removing={removing.busy}
            onRemove={(item) => void removing.run(item)}
          />
        </>
      ) : (
        <>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            data-print="hide"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <CartFigureChoice value={figures} areaCode={cart.area?.code ?? null} onChange={onFiguresChange} />
            {proposalButton}
          </Stack>
          {cart.items.length === 0 ? (
            <Typography>{t('carts.detail.empty')}</Typography>
          ) : (
            groups.map((group) => (
              <Stack key={group.station.id} component="section" spacing={1} aria-label={group.station.name}>
                <Typography component="h2" variant="h6">
                  {t('carts.detail.stationHeading', { station: group.station.name })}
                </Typography>
                <CartStationTable
                  cartId={cart.id}
                  group={group}
                  editable={editable}
                  isUnavailable={isUnavailable}
                  onRemove={(item) => void removing.run(item)}
                  removing={removing.busy}
                  onQuantitySaved={(item) => forget(item.id)}
                />
              </Stack>
            ))
          )}
        </>
      )}
      <Paper component="section" variant="outlined" aria-labelledby={totalsId} data-print="keep" sx={{ p: 2 }}>
        <Typography id={totalsId} component="h2" variant="subtitle1" sx={{ fontWeight: 'bold', mb: 1 }}>
          {t('carts.detail.totals')}
        </Typography>
        <FigureList
          rows={
            streaming
              ? [
                  { label: t('carts.detail.totalLines'), value: cart.digitalItems.length, figure: true },
                  {
                    label: t('carts.detail.totalImpressions'),
                    value: formatImpressions(cart.digitalItems.reduce((sum, item) => sum + item.impressions, 0)),
                    figure: true,
                  },
                  { label: t('carts.detail.totalAmount'), value: formatYen(cart.currentValue), figure: true },
                ]
              : [
                  { label: t('carts.detail.totalUnits'), value: cart.units, figure: true },
                  { label: t('carts.detail.totalAmount'), value: formatYen(cart.currentValue), figure: true },
                  // The answer's own figures: while others load, the page still shows these.
                  { label: t('carts.detail.totalGrp', figureLabels(t, cart)), value: formatGrp(cart.grp), figure: true },
                  { label: t('carts.detail.totalPerCost'), value: formatYen(cart.averagePerCost), figure: true },
                  { label: t('carts.detail.totalCpm'), value: formatYen(cart.averageCpm), figure: true },
                ]
          }
        />
      </Paper>
      {editable && (
        <Stack direction="row" spacing={2} data-print="hide" sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          {unavailableCount > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('carts.detail.applyDisabledUnavailable')}
            </Typography>
          )}
          <Button
            variant="contained"
            size="large"
            disabled={!canApply}
            onClick={() => {
              setApplyRefused(false);
              setApplyOpen(true);
            }}
          >
            {t('carts.detail.apply')}
          </Button>
        </Stack>
      )}
      {editable && lines.length > 0 && (
        <ApplyCartDialog
          open={applyOpen}
          cart={cart}
          stations={stations}
          onClose={() => setApplyOpen(false)}
          onApplied={applied}
          onUnavailable={(itemIds) => {
            setRefusedIds(new Set(itemIds));
            setApplyRefused(true);
          }}
        />
      )}
    </PageFrame>
  );
}

/** The stations of a streaming cart's products, in the order their lines first name them: one agreement each. */
function digitalStationsOf(items: readonly DigitalCartItem[]): ApplyStation[] {
  const stations = new Map<number, ApplyStation>();
  for (const item of items) {
    const station = item.streaming?.station ?? item.oneDay?.station;
    if (station && !stations.has(station.id)) stations.set(station.id, { id: station.id, name: station.name });
  }
  return [...stations.values()];
}

interface StreamingLinesProps {
  cart: CartDetail;
  editable: boolean;
  isUnavailable: (item: DigitalCartItem) => boolean;
  removing: boolean;
  onRemove: (item: DigitalCartItem) => void;
}

/** A streaming cart's lines in one table: the product, its window, impressions, targeting, CPM and amount. */
function StreamingLines({ cart, editable, isUnavailable, removing, onRemove }: StreamingLinesProps) {
  const { t } = useTranslation();
  if (cart.digitalItems.length === 0) return <Typography>{t('carts.detail.streamingEmpty')}</Typography>;
  return (
    <DigitalItemsTable
      items={cart.digitalItems}
      label={t('carts.detail.streamingTable')}
      rowSx={(item) => (isUnavailable(item) ? { bgcolor: 'action.hover' } : undefined)}
      nameAddon={(item) =>
        isUnavailable(item) && (
          <Typography component="span" variant="caption" color="error" title={t('carts.detail.unavailableHint')}>
            {t('carts.detail.unavailable')}
          </Typography>
        )
      }
      extraColumns={
        editable
          ? [
              {
                key: 'change',
                header: t('carts.detail.streamingChange'),
                numeric: true,
                cell: (item) =>
                  item.streaming ? (
                    <CartLineNumber
                      key={item.quantity}
                      cartId={cart.id}
                      itemId={item.id}
                      saved={item.quantity}
                      min={item.streaming.minimumImpressions / STREAMING_UNIT_IMPRESSIONS}
                      max={Math.max(1, item.streaming.impressionsRemaining / STREAMING_UNIT_IMPRESSIONS)}
                      digits={7}
                      toRequest={(thousands) => ({ impressions: thousands * STREAMING_UNIT_IMPRESSIONS })}
                      label={t('carts.detail.streamingChangeLabel', { name: digitalItemName(item) })}
                      invalidText={t('carts.detail.streamingChangeInvalid', {
                        min: item.streaming.minimumImpressions / STREAMING_UNIT_IMPRESSIONS,
                        max: Math.max(1, item.streaming.impressionsRemaining / STREAMING_UNIT_IMPRESSIONS),
                      })}
                      refusedText={t('carts.detail.streamingChangeRefused')}
                      onSaved={() => undefined}
                    />
                  ) : null,
              },
              {
                key: 'actions',
                header: t('carts.detail.columns.actions'),
                cell: (item) => (
                  <Button
                    size="small"
                    color="error"
                    disabled={removing}
                    aria-label={t('carts.detail.streamingRemoveLabel', { name: digitalItemName(item) })}
                    onClick={() => onRemove(item)}
                  >
                    {t('carts.detail.remove')}
                  </Button>
                ),
              },
            ]
          : []
      }
    />
  );
}
