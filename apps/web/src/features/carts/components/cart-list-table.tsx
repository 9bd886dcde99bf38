import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { CartSummary } from '@tvcm/contracts';
import { Link } from 'react-router';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatGrp, formatYen } from '../../../lib/format-broadcast';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { useTradeService } from '../../../lib/trade-service';
import type { CartListOrder, CartListSort } from '../list-sort';
import { cartDetailPath } from '../paths';
import { type CartAction, CartRowActions } from './cart-row-actions';
import { CartStatusChip } from './cart-status-chip';

type ColumnKey = 'name' | 'area' | 'stations' | 'units' | 'total' | 'grp' | 'created' | 'status' | 'actions';

const COLUMNS: readonly { key: ColumnKey; numeric?: boolean; sort?: CartListSort }[] = [
  { key: 'name', sort: 'name' },
  { key: 'area' },
  { key: 'stations' },
  { key: 'units', numeric: true, sort: 'units' },
  { key: 'total', numeric: true, sort: 'total' },
  { key: 'grp', numeric: true, sort: 'grp' },
  { key: 'created', sort: 'created_at' },
  { key: 'status' },
  { key: 'actions' },
];

export interface CartListTableProps {
  carts: readonly CartSummary[];
  sort: CartListSort;
  order: CartListOrder;
  onSortChange: (sort: CartListSort, order: CartListOrder) => void;
  onAction: (cart: CartSummary, action: CartAction) => void;
}

/** The company's carts: what each holds and where it stands, its name the link that opens it. */
export function CartListTable({ carts, sort, order, onSortChange, onAction }: CartListTableProps) {
  const { t } = useTranslation();
  const sortBy = (column: CartListSort) => onSortChange(column, column === sort && order === 'desc' ? 'asc' : 'desc');
  const none = t('carts.list.none');
  const service = useTradeService();
  // A streaming cart has no ratings: no GRP column, and its units are thousands of impressions or days.
  const columns = service === 'TV' ? COLUMNS : COLUMNS.filter((column) => column.key !== 'grp');
  const tableLabel = t(service === 'TV' ? 'carts.list.tableLabel' : 'carts.list.streamingTableLabel');

  return (
    <TableScroller label={tableLabel} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={tableLabel} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = column.sort !== undefined && column.sort === sort;
              const label = t(
                service !== 'TV' && column.key === 'units'
                  ? 'carts.list.columns.streamingUnits'
                  : `carts.list.columns.${column.key}`,
              );
              return (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={active ? order : false}
                  sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}
                >
                  {column.sort ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? order : 'desc'}
                      onClick={() => sortBy(column.sort as CartListSort)}
                    >
                      {label}
                      {active && (
                        <VisuallyHidden>{t(order === 'asc' ? 'carts.list.sortedAsc' : 'carts.list.sortedDesc')}</VisuallyHidden>
                      )}
                    </TableSortLabel>
                  ) : (
                    label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {carts.map((cart) => (
            <TableRow key={cart.id} hover data-status={cart.status}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 'normal', maxWidth: 280, overflowWrap: 'anywhere' }}>
                <Box
                  component={Link}
                  to={cartDetailPath(cart.id, service)}
                  sx={{ color: 'primary.main', textUnderlineOffset: '0.2em' }}
                >
                  {cart.name}
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{cart.area?.name ?? none}</TableCell>
              <TableCell>
                {cart.stations.length > 0
                  ? cart.stations.map((station) => station.shortName).join(t('carts.list.stationSeparator'))
                  : none}
              </TableCell>
              <TableCell align="right">{cart.units}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatYen(cart.currentValue)}
              </TableCell>
              {service === 'TV' && <TableCell align="right">{formatGrp(cart.householdGrp)}</TableCell>}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Stack>
                  <span>{cart.createdBy ?? none}</span>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {formatDateTime(cart.createdAt)}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <CartStatusChip status={cart.status} />
                  {cart.sentBy && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {t('carts.list.sentBy', { company: cart.sentBy.name })}
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell>
                <CartRowActions cart={cart} onAction={(action) => onAction(cart, action)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
