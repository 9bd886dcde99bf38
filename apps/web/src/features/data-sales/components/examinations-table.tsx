import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DataPurchase, DataPurchasesQuery, ListOrder } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { LicenceStateChip } from '../../../components/licence-state-chip';
import { SortHeader } from '../../../components/sort-header';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { formatDay, formatMonth, formatPoints } from '../format';

type Sort = DataPurchasesQuery['sort'];

interface ExaminationsTableProps {
  purchases: readonly DataPurchase[];
  sort: Sort;
  order: ListOrder;
  onSort: (sort: Sort, order: ListOrder) => void;
  onExamine: (purchase: DataPurchase) => void;
}

/** Purchases of the company's segments: who applied for what, where, when, for how many points and why; those waiting offer 審査. */
export function ExaminationsTable({ purchases, sort, order, onSort, onExamine }: ExaminationsTableProps) {
  const { t } = useTranslation();
  const label = t('dataSales.examinations.tableLabel');
  const header = {
    current: sort,
    order,
    onSort,
    sortedLabel: t(order === 'asc' ? 'dataSales.list.sortedAsc' : 'dataSales.list.sortedDesc'),
  };
  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={label} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            <SortHeader sort="appliedAt" {...header}>
              {t('dataSales.examinations.columns.appliedAt')}
            </SortHeader>
            <SortHeader {...header}>{t('dataSales.examinations.columns.buyer')}</SortHeader>
            <SortHeader {...header}>{t('dataSales.examinations.columns.segment')}</SortHeader>
            <SortHeader {...header}>{t('dataSales.examinations.columns.areas')}</SortHeader>
            <SortHeader {...header}>{t('dataSales.examinations.columns.months')}</SortHeader>
            <SortHeader sort="points" {...header} numeric>
              {t('dataSales.examinations.columns.points')}
            </SortHeader>
            <SortHeader {...header}>{t('dataSales.examinations.columns.purpose')}</SortHeader>
            <SortHeader {...header}>{t('dataSales.examinations.columns.state')}</SortHeader>
            <SortHeader sort="endsOn" {...header}>
              {t('dataSales.examinations.columns.endsOn')}
            </SortHeader>
            <SortHeader {...header}>{t('dataSales.examinations.columns.actions')}</SortHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {purchases.map((purchase) => (
            <TableRow key={purchase.id} hover>
              <TableCell component="th" scope="row" sx={{ minWidth: '6.5em' }}>
                {formatDateTime(purchase.appliedAt)}
              </TableCell>
              <TableCell sx={{ minWidth: '8em' }}>{purchase.buyer.name}</TableCell>
              <TableCell sx={{ minWidth: '8em' }}>{purchase.segment.name}</TableCell>
              <TableCell sx={{ minWidth: '5em' }}>{purchase.areas.map((area) => area.areaName).join('、')}</TableCell>
              <TableCell sx={{ minWidth: '6em' }}>
                {purchase.monthFrom === purchase.monthTo
                  ? formatMonth(purchase.monthFrom)
                  : t('dataSales.examinations.period', {
                      from: formatMonth(purchase.monthFrom),
                      to: formatMonth(purchase.monthTo),
                    })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPoints(purchase.points)}
              </TableCell>
              <TableCell sx={{ minWidth: '12em', maxWidth: '24em', overflowWrap: 'anywhere' }}>{purchase.purpose}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <LicenceStateChip state={purchase.state} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(purchase.endsOn)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {purchase.status === 'EXAMINING' && (
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => onExamine(purchase)}
                    aria-label={t('dataSales.examinations.examineFor', {
                      buyer: purchase.buyer.name,
                      segment: purchase.segment.name,
                    })}
                  >
                    {t('dataSales.examinations.examine')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
