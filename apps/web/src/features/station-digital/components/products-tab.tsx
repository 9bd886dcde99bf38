import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type DigitalProductKind,
  STATION_DIGITAL_EXPORT_MAX_ROWS,
  STATION_DIGITAL_STATUS_FILTERS,
  type StationDigitalProduct,
  stationDigitalProductsQuerySchema,
} from '@tvcm/contracts';
import { type FormEvent, useState } from 'react';
import { QueryFallback } from '../../../components/query-fallback';
import { SendButton } from '../../../components/send-button';
import { TabSection } from '../../../components/tab-section';
import { TableScroller } from '../../../components/table-scroller';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useTranslation } from '../../../lib/i18n';
import { useListFilters } from '../../../lib/list-filters';
import { useSendOnce } from '../../../lib/use-send-once';
import { isExportTooLarge, useDownloadDigitalProducts } from '../api/download-digital-products';
import { useDigitalStations } from '../api/get-digital-stations';
import { useStationDigitalProducts } from '../api/get-station-digital-products';
import { formatCount, formatDay, unitsShown } from '../format';
import { EditProductDialog } from './edit-product-dialog';

/** The company's products of the kind: filters kept in the address, a page at a time, each with its edit. */
export function ProductsTab({ kind }: { kind: DigitalProductKind }) {
  const { t } = useTranslation();
  const { query, setQuery } = useListFilters(stationDigitalProductsQuerySchema);
  const products = useStationDigitalProducts(kind, query);
  const stations = useDigitalStations(kind).data?.stations ?? [];
  const download = useDownloadDigitalProducts(kind);
  const [tooLarge, setTooLarge] = useState(false);
  const [editing, setEditing] = useState<StationDigitalProduct | null>(null);
  const { page: _page, ...exportQuery } = query;
  const downloadOnce = useSendOnce(async () => {
    setTooLarge(false);
    await download.mutateAsync(exportQuery).catch((error: unknown) => setTooLarge(isExportTooLarge(error)));
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const status = STATION_DIGITAL_STATUS_FILTERS.find((value) => value === form.get('status'));
    const stationId = Number(form.get('stationId')) || undefined;
    setQuery({ stationId, q: text('q'), deliveryFrom: text('deliveryFrom'), deliveryTo: text('deliveryTo'), status });
  };

  const data = products.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <TabSection heading={t('stationDigital.products.heading')}>
      <Stack spacing={2}>
        <Box
          component="form"
          aria-label={t('stationDigital.products.filtersLabel')}
          onSubmit={submit}
          // The form's fields start from the address; a new address (the back button) draws them again.
          key={JSON.stringify(query)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          {stations.length > 1 && (
            <TextField
              name="stationId"
              select
              size="small"
              label={t('stationDigital.products.station')}
              defaultValue={query.stationId ?? ''}
              sx={{ width: { xs: '100%', sm: 180 } }}
            >
              <MenuItem value="">{t('stationDigital.products.allStations')}</MenuItem>
              {stations.map((station) => (
                <MenuItem key={station.id} value={station.id}>
                  {station.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            name="q"
            size="small"
            label={t('stationDigital.products.q')}
            defaultValue={query.q ?? ''}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
          <TextField
            name="deliveryFrom"
            type="date"
            size="small"
            label={t('stationDigital.products.deliveryFrom')}
            defaultValue={query.deliveryFrom ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 170 } }}
          />
          <TextField
            name="deliveryTo"
            type="date"
            size="small"
            label={t('stationDigital.products.deliveryTo')}
            defaultValue={query.deliveryTo ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 170 } }}
          />
          <TextField
            name="status"
            select
            size="small"
            label={t('stationDigital.products.status')}
            defaultValue={query.status ?? ''}
            sx={{ width: { xs: '100%', sm: 150 } }}
          >
            <MenuItem value="">{t('stationDigital.products.allStatuses')}</MenuItem>
            {STATION_DIGITAL_STATUS_FILTERS.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`stationDigital.products.statuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              {t('stationDigital.products.search')}
            </Button>
            <Button onClick={() => setQuery({}, { replace: true })}>{t('stationDigital.products.clear')}</Button>
          </Stack>
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          {data && (
            <Typography variant="body2">{t('stationDigital.products.total', { total: formatCount(data.total) })}</Typography>
          )}
          <SendButton variant="outlined" size="small" busy={downloadOnce.busy} onClick={() => void downloadOnce.run()}>
            {downloadOnce.busy ? t('stationDigital.products.downloading') : t('stationDigital.products.download')}
          </SendButton>
        </Stack>
        {tooLarge && (
          <Alert severity="warning">
            {t('stationDigital.products.exportTooLarge', { max: formatCount(STATION_DIGITAL_EXPORT_MAX_ROWS) })}
          </Alert>
        )}
        {data ? (
          <ProductsTable kind={kind} products={data.products} onEdit={setEditing} />
        ) : (
          <QueryFallback error={products.error} />
        )}
        {data && pages > 1 && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
            <Button disabled={query.page <= 1} onClick={() => setQuery({ page: query.page - 1 })}>
              {t('stationDigital.products.previousPage')}
            </Button>
            <Typography variant="body2">{t('stationDigital.products.page', { page: query.page, pages })}</Typography>
            <Button disabled={query.page >= pages} onClick={() => setQuery({ page: query.page + 1 })}>
              {t('stationDigital.products.nextPage')}
            </Button>
          </Stack>
        )}
      </Stack>
      {editing && <EditProductDialog kind={kind} product={editing} onClose={() => setEditing(null)} />}
    </TabSection>
  );
}

const isSoldOut = (product: StationDigitalProduct) => product.unitsHeld + product.unitsSold >= product.unitsOnSale;

function ProductsTable({
  kind,
  products,
  onEdit,
}: {
  kind: DigitalProductKind;
  products: readonly StationDigitalProduct[];
  onEdit: (product: StationDigitalProduct) => void;
}) {
  const { t } = useTranslation();
  const label = t('stationDigital.products.tableLabel');
  const header = { fontWeight: 'bold', whiteSpace: 'nowrap' } as const;
  const units = (value: number) =>
    kind === 'STREAMING'
      ? t('stationDigital.products.impressions', { value: formatCount(unitsShown(kind, value)) })
      : formatCount(value);
  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={header}>{t('stationDigital.products.columns.code')}</TableCell>
            <TableCell sx={header}>{t('stationDigital.products.columns.title')}</TableCell>
            <TableCell sx={header}>
              {kind === 'STREAMING' ? t('stationDigital.products.columns.period') : t('stationDigital.products.columns.date')}
            </TableCell>
            <TableCell sx={header} align="right">
              {t(`stationDigital.products.columns.price.${kind}`)}
            </TableCell>
            <TableCell sx={header} align="right">
              {t('stationDigital.products.columns.onSale')}
            </TableCell>
            <TableCell sx={header} align="right">
              {t('stationDigital.products.columns.held')}
            </TableCell>
            <TableCell sx={header} align="right">
              {t('stationDigital.products.columns.sold')}
            </TableCell>
            <TableCell sx={header}>{t('stationDigital.products.columns.status')}</TableCell>
            <TableCell sx={header}>
              <VisuallyHidden>{t('stationDigital.products.columns.actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.length === 0 && (
            <TableRow>
              <TableCell colSpan={9} sx={{ color: 'text.secondary' }}>
                {t('stationDigital.products.empty')}
              </TableCell>
            </TableRow>
          )}
          {products.map((product) => {
            const status = product.status === 'WITHDRAWN' ? 'WITHDRAWN' : isSoldOut(product) ? 'SOLD_OUT' : 'ON_SALE';
            return (
              <TableRow key={product.id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {product.code}
                </TableCell>
                <TableCell sx={{ minWidth: '9em' }}>{product.title}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {kind === 'STREAMING'
                    ? t('stationDigital.products.window', {
                        from: formatDay(product.deliveryStart),
                        to: formatDay(product.deliveryEnd).slice(5),
                      })
                    : formatDay(product.deliveryStart)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t('stationDigital.products.yen', { value: formatCount(product.unitPrice) })}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {units(product.unitsOnSale)}
                </TableCell>
                <TableCell align="right">{units(product.unitsHeld)}</TableCell>
                <TableCell align="right">{units(product.unitsSold)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={status === 'ON_SALE' ? 'primary' : 'default'}
                    label={t(`stationDigital.products.statuses.${status}`)}
                  />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => onEdit(product)}
                    aria-label={t('stationDigital.products.editLabel', {
                      code: product.code,
                      date: formatDay(product.deliveryStart),
                    })}
                  >
                    {t('stationDigital.products.edit')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
