import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ListOrder, ManagedSegment, ManagedSegmentsQuery } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { SortHeader } from '../../../components/sort-header';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { formatCount, formatPoints } from '../format';
import { SegmentStatusChip } from './segment-status-chip';

type Sort = ManagedSegmentsQuery['sort'];

interface SegmentsTableProps {
  segments: readonly ManagedSegment[];
  sort: Sort;
  order: ListOrder;
  onSort: (sort: Sort, order: ListOrder) => void;
  onOpen: (segment: ManagedSegment) => void;
}

/** The company's segments: status, method, areas, price, the values' versions and the licences in force; a name opens the segment. */
export function SegmentsTable({ segments, sort, order, onSort, onOpen }: SegmentsTableProps) {
  const { t } = useTranslation();
  const label = t('dataSales.management.tableLabel');
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
            <SortHeader sort="name" {...header}>
              {t('dataSales.management.columns.name')}
            </SortHeader>
            <SortHeader sort="status" {...header}>
              {t('dataSales.management.columns.status')}
            </SortHeader>
            <SortHeader {...header}>{t('dataSales.management.columns.method')}</SortHeader>
            <SortHeader {...header} numeric>
              {t('dataSales.management.columns.areas')}
            </SortHeader>
            <SortHeader {...header} numeric>
              {t('dataSales.management.columns.price')}
            </SortHeader>
            <SortHeader {...header}>{t('dataSales.management.columns.currentVersion')}</SortHeader>
            <SortHeader {...header} numeric>
              {t('dataSales.management.columns.versions')}
            </SortHeader>
            <SortHeader {...header} numeric>
              {t('dataSales.management.columns.activeLicences')}
            </SortHeader>
            <SortHeader sort="updatedAt" {...header}>
              {t('dataSales.management.columns.updatedAt')}
            </SortHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {segments.map((segment) => (
            <TableRow key={segment.id} hover>
              <TableCell component="th" scope="row" sx={{ minWidth: '10em', maxWidth: '18em' }}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpen(segment)}
                  aria-label={t('dataSales.management.open', { name: segment.name })}
                  sx={{ textAlign: 'left', verticalAlign: 'baseline', textUnderlineOffset: '0.2em' }}
                >
                  {segment.name}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <SegmentStatusChip status={segment.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`targetDataTerms.methods.${segment.method}`)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('dataSales.management.areaCount', { count: segment.areas.length })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPoints(segment.pricePoints)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {segment.currentVersion
                  ? t('dataSales.management.version', { version: segment.currentVersion.version })
                  : t('dataSales.management.noVersion')}
              </TableCell>
              <TableCell align="right">{formatCount(segment.versions.length)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('dataSales.management.licenceCount', { count: formatCount(segment.activeLicences) })}
              </TableCell>
              <TableCell sx={{ minWidth: '7em' }}>{formatDateTime(segment.updatedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
