import '../catalogue';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type DATA_PURCHASE_SORTS, type DataPurchase, dataPurchasesQuerySchema } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { LicenceStateChip } from '../../../components/licence-state-chip';
import { PagedList } from '../../../components/paged-list';
import { SortHeader } from '../../../components/sort-header';
import { TableScroller } from '../../../components/table-scroller';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { useListFilters } from '../../../lib/list-filters';
import { usePurchases } from '../api/get-purchases';
import { formatDate, formatMonthRange, formatPoints } from '../format';
import { HistoryFilters } from './history-filters';

type Sort = (typeof DATA_PURCHASE_SORTS)[number];
type Order = 'asc' | 'desc';
type ColumnKey = 'state' | 'segment' | 'provider' | 'areas' | 'months' | 'endsOn' | 'points' | 'appliedAt' | 'returnReason';

const COLUMNS: readonly { key: ColumnKey; numeric?: boolean; sort?: Sort }[] = [
  { key: 'segment' },
  { key: 'state' },
  { key: 'provider' },
  { key: 'areas' },
  { key: 'months' },
  { key: 'endsOn', sort: 'endsOn' },
  { key: 'points', numeric: true, sort: 'points' },
  { key: 'appliedAt', sort: 'appliedAt' },
  { key: 'returnReason' },
];

/**
 * `/data_sales/purchase/histories` 購入履歴: the company's purchases, newest first unless the
 * address says otherwise, each with its state, what it covers, when its licence ends and its points.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const title = t('targetData.history.title');
  useDocumentTitle(title);
  const { query, setQuery, params } = useListFilters(dataPurchasesQuerySchema);
  const list = usePurchases(query);
  const filtered = query.q !== undefined || query.state !== undefined;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <HistoryFilters
        key={params.toString()}
        query={query}
        onApply={(filters, clear) => setQuery({ ...filters, sort: query.sort, order: query.order }, { replace: clear })}
      />
      <PagedList
        data={list.data}
        error={list.error}
        emptyText={t(filtered ? 'targetData.history.noMatch' : 'targetData.history.empty')}
        onPageChange={(page) => setQuery({ page })}
      >
        {(data) => (
          <HistoryTable
            purchases={data.purchases}
            sort={query.sort}
            order={query.order}
            onSortChange={(sort, order) => setQuery({ sort, order })}
          />
        )}
      </PagedList>
    </Stack>
  );
}

interface HistoryTableProps {
  purchases: readonly DataPurchase[];
  sort: Sort;
  order: Order;
  onSortChange: (sort: Sort, order: Order) => void;
}

function HistoryTable({ purchases, sort, order, onSortChange }: HistoryTableProps) {
  const { t } = useTranslation();
  const label = t('targetData.history.listLabel');
  const none = t('targetData.none');
  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={label} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                sort={column.sort}
                current={sort}
                order={order}
                onSort={onSortChange}
                numeric={column.numeric}
                sortedLabel={t(order === 'asc' ? 'targetData.history.sortedAsc' : 'targetData.history.sortedDesc')}
              >
                {t(`targetData.history.columns.${column.key}`)}
              </SortHeader>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {purchases.map((purchase) => (
            <TableRow key={purchase.id} data-state={purchase.state}>
              <TableCell
                component="th"
                scope="row"
                sx={{ fontWeight: 'normal', minWidth: '10em', maxWidth: 240, overflowWrap: 'anywhere' }}
              >
                {purchase.segment.name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <LicenceStateChip state={purchase.state} />
              </TableCell>
              <TableCell sx={{ maxWidth: 160, overflowWrap: 'anywhere' }}>{purchase.provider.name}</TableCell>
              <TableCell sx={{ maxWidth: 160, overflowWrap: 'anywhere' }}>
                {purchase.areas.map((area) => area.areaName).join('・')}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMonthRange(purchase.monthFrom, purchase.monthTo)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {purchase.state === 'RETURNED'
                  ? none
                  : t('targetData.history.endsOnValue', { date: formatDate(purchase.endsOn) })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatPoints(purchase.points)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(purchase.appliedAt)}</TableCell>
              <TableCell sx={{ minWidth: '10em', maxWidth: 280, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {purchase.returnReason ?? none}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
