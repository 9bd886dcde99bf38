import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { BookingFigures, BookingListSort, BookingSummary, ListOrder } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatYen } from '../../../lib/format-broadcast';
import { formatDateTime } from '../../../lib/format-date-time';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { useTradeService } from '../../../lib/trade-service';
import type { BookingSide } from '../api/booking-keys';
import { formatAirPeriod } from '../format';
import { SORTABLE_COLUMNS } from '../list-sort';
import { BookingStatusChip } from './status-chips';

type ColumnKey =
  | 'applicationNumber'
  | 'receptionNumber'
  | 'appliedAt'
  | 'receivedAt'
  | 'station'
  | 'area'
  | 'buyer'
  | 'advertiser'
  | 'industry'
  | 'units'
  | 'amount'
  | 'contracted'
  | 'airPeriod'
  | 'status'
  | 'assignee'
  | 'updatedAt'
  | 'unread';

interface Column {
  key: ColumnKey;
  numeric?: boolean;
  /** Names may wrap onto a second line, so that the table fits the page; figures and dates never do. */
  wraps?: boolean;
  cell: (booking: BookingSummary, t: TFunction) => ReactNode;
}

const number = (booking: BookingSummary) => booking.applicationNumber;

const CELLS = {
  appliedAt: (booking: BookingSummary) => formatDateTime(booking.appliedAt),
  station: (booking: BookingSummary) => booking.station.name,
  area: (booking: BookingSummary) => booking.area.name,
  buyer: (booking: BookingSummary) => booking.buyer.name,
  advertiser: (booking: BookingSummary) => booking.advertiser.name,
  industry: (booking: BookingSummary, t: TFunction) => t(`industries.${booking.advertiser.industry}`),
  units: (booking: BookingSummary) => booking.units,
  amount: (booking: BookingSummary) => formatYen(booking.totalAmount),
  contracted: (booking: BookingSummary, t: TFunction) => <ContractedFigures figures={booking} status={booking.status} t={t} />,
  airPeriod: (booking: BookingSummary) => formatAirPeriod(booking.airPeriod),
  status: (booking: BookingSummary) => <BookingStatusChip status={booking.status} />,
  assignee: (booking: BookingSummary, t: TFunction) => booking.assignee?.name ?? t('bookings.list.unassigned'),
  updatedAt: (booking: BookingSummary) => formatDateTime(booking.updatedAt),
  unread: (booking: BookingSummary, t: TFunction) =>
    booking.unreadMessages > 0 ? (
      <Chip
        size="small"
        color="error"
        label={booking.unreadMessages}
        aria-label={t('bookings.list.unreadCount', { count: booking.unreadMessages })}
      />
    ) : null,
};

/** The buyer's columns (申込一覧) and the station's (購入受付一覧): the same records, two readings. */
const COLUMNS: Record<BookingSide, readonly Column[]> = {
  buyer: [
    { key: 'applicationNumber', cell: number },
    { key: 'appliedAt', wraps: true, cell: CELLS.appliedAt },
    { key: 'station', wraps: true, cell: CELLS.station },
    { key: 'area', cell: CELLS.area },
    { key: 'advertiser', wraps: true, cell: CELLS.advertiser },
    { key: 'units', numeric: true, cell: CELLS.units },
    { key: 'amount', numeric: true, cell: CELLS.amount },
    { key: 'contracted', numeric: true, cell: CELLS.contracted },
    { key: 'status', cell: CELLS.status },
    { key: 'updatedAt', wraps: true, cell: CELLS.updatedAt },
    { key: 'unread', numeric: true, cell: CELLS.unread },
  ],
  station: [
    { key: 'receptionNumber', cell: number },
    { key: 'receivedAt', wraps: true, cell: CELLS.appliedAt },
    { key: 'buyer', wraps: true, cell: CELLS.buyer },
    { key: 'advertiser', wraps: true, cell: CELLS.advertiser },
    { key: 'industry', cell: CELLS.industry },
    { key: 'units', numeric: true, cell: CELLS.units },
    { key: 'amount', numeric: true, cell: CELLS.amount },
    { key: 'contracted', numeric: true, cell: CELLS.contracted },
    { key: 'airPeriod', wraps: true, cell: CELLS.airPeriod },
    { key: 'status', cell: CELLS.status },
    { key: 'assignee', cell: CELLS.assignee },
    { key: 'unread', numeric: true, cell: CELLS.unread },
  ],
};

/** Contracted figures mean something once the contract notice is out; before it, a dash. */
const CONTRACTED_STATUSES: readonly BookingSummary['status'][] = ['CONTRACTED', 'PARTLY_CONTRACTED'];

function ContractedFigures({
  figures,
  status,
  t,
}: {
  figures: Pick<BookingFigures, 'contractedUnits' | 'contractedAmount'>;
  status?: BookingSummary['status'];
  t: TFunction;
}) {
  // A streaming booking's units mix thousands of impressions and days: the amount alone.
  const streaming = useTradeService() !== 'TV';
  const noContract = status === undefined ? figures.contractedUnits === 0 : !CONTRACTED_STATUSES.includes(status);
  if (noContract) return <>{t('bookings.list.notContracted')}</>;
  if (streaming) return <>{formatYen(figures.contractedAmount)}</>;
  return (
    <>
      {formatYen(figures.contractedAmount)}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}>
        {t('bookings.list.contractedUnits', { count: figures.contractedUnits })}
      </Box>
    </>
  );
}

export interface BookingListTableProps {
  side: BookingSide;
  bookings: BookingSummary[];
  /** How many bookings the filters match, and their figures summed: the footer row. */
  total: number;
  totals: BookingFigures;
  sort: BookingListSort;
  order: ListOrder;
  onSortChange: (sort: BookingListSort, order: ListOrder) => void;
  /** The page that opens one of them. */
  detailPath: (bookingId: number) => string;
  label: string;
}

/**
 * The list of bookings or receptions. A row that needs the reader's attention (the station has
 * answered; a new application) is in bold with a 「新着」 mark; the whole row opens the booking,
 * and its number is the link for the keyboard.
 */
export function BookingListTable({
  side,
  bookings,
  total,
  totals,
  sort,
  order,
  onSortChange,
  detailPath,
  label,
}: BookingListTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const streaming = useTradeService() !== 'TV';
  const columns = streaming ? COLUMNS[side].filter((column) => column.key !== 'units') : COLUMNS[side];
  const headerOf = (key: ColumnKey) =>
    t(streaming && key === 'airPeriod' ? 'bookings.list.columns.deliveryPeriod' : `bookings.list.columns.${key}`);
  const sortBy = (column: BookingListSort) => onSortChange(column, column === sort && order === 'desc' ? 'asc' : 'desc');
  const footer: Partial<Record<ColumnKey, ReactNode>> = {
    units: totals.units,
    amount: formatYen(totals.amount),
    contracted: <ContractedFigures figures={totals} t={t} />,
  };

  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table
        size="small"
        aria-label={label}
        // Eleven or twelve columns beside the menu.
        sx={COMPACT_COLUMNS_SX}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const columnSort = SORTABLE_COLUMNS[column.key as keyof typeof SORTABLE_COLUMNS];
              const active = columnSort !== undefined && columnSort === sort;
              return (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={active ? order : false}
                  sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}
                >
                  {columnSort ? (
                    <TableSortLabel active={active} direction={active ? order : 'desc'} onClick={() => sortBy(columnSort)}>
                      {headerOf(column.key)}
                      {active && (
                        <VisuallyHidden>
                          {t(order === 'asc' ? 'bookings.list.sortedAsc' : 'bookings.list.sortedDesc')}
                        </VisuallyHidden>
                      )}
                    </TableSortLabel>
                  ) : (
                    headerOf(column.key)
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.map((booking) => {
            const path = detailPath(booking.id);
            const weight = booking.needsAttention ? 'bold' : undefined;
            return (
              <TableRow
                key={booking.id}
                hover
                onClick={() => navigate(path)}
                data-attention={booking.needsAttention || undefined}
                sx={{ cursor: 'pointer', '& td': { fontWeight: weight } }}
              >
                {columns.map((column, index) => (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sx={column.wraps ? { minWidth: '7em' } : { whiteSpace: 'nowrap' }}
                  >
                    {index === 0 ? (
                      <NumberCell number={number(booking)} path={path} isNew={booking.needsAttention} />
                    ) : (
                      column.cell(booking, t)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td': { fontWeight: 'bold', color: 'text.primary', fontSize: 'body2.fontSize' } }}>
            {columns.map((column, index) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {index === 0 ? t('bookings.list.totalsRow', { count: total }) : footer[column.key]}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableScroller>
  );
}

function NumberCell({ number, path, isNew }: { number: string; path: string; isNew: boolean }) {
  const { t } = useTranslation();
  return (
    // The mark above the number keeps the first column, which stays in view, narrow.
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {isNew && (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'error.main' }}>
          <Box component="span" aria-hidden="true" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main' }} />
          {t('bookings.list.newMark')}
        </Box>
      )}
      <Box
        component={Link}
        to={path}
        // The row's own click would navigate a second time.
        onClick={(event: React.MouseEvent) => event.stopPropagation()}
        sx={{ color: 'primary.main', textUnderlineOffset: '0.2em' }}
      >
        {number}
      </Box>
    </Box>
  );
}
