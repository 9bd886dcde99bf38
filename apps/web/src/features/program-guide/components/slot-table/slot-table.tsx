import '../../catalogue';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { SlotListItem, SlotSort } from '@tvcm/contracts';
import { useTranslation } from 'react-i18next';
import { formatBroadcastTime, formatRating, formatShortDate, formatYen } from '../../../../lib/format-broadcast';
import { isSelectable } from '../timetable/slot-chip';

interface SlotTableProps {
  items: SlotListItem[];
  total: number;
  page: number;
  pageSize: number;
  sort: SlotSort;
  order: 'asc' | 'desc';
  onSortChange: (sort: SlotSort, order: 'asc' | 'desc') => void;
  onPageChange: (page: number) => void;
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  onAddSelected: () => void;
  onSelectSlot: (slotId: number) => void;
  slotIdsInCart: ReadonlySet<number>;
  showArea?: boolean;
  loading?: boolean;
}

type Column = { key: string; numeric?: boolean; sort?: SlotSort };

const COLUMNS: readonly Column[] = [
  { key: 'date', sort: 'airTime' },
  { key: 'time' },
  { key: 'station' },
  { key: 'programme' },
  { key: 'length', numeric: true },
  { key: 'position' },
  { key: 'kind' },
  { key: 'price', numeric: true, sort: 'price' },
  { key: 'rating', numeric: true },
  { key: 'perCost', numeric: true, sort: 'perCost' },
  { key: 'cpm', numeric: true, sort: 'cpm' },
  { key: 'remaining', numeric: true },
  { key: 'state' },
];

/** The search as a sortable, paged table; several slots can be selected and added at once. */
export function SlotTable(props: SlotTableProps) {
  const { items, total, page, pageSize, sort, order, selectedIds, slotIdsInCart, showArea = false, loading = false } = props;
  const { t } = useTranslation();
  const selectable = items.filter((item) => isSelectable(item.state));
  const allSelected = selectable.length > 0 && selectable.every((item) => selectedIds.has(item.id));
  const someSelected = selectable.some((item) => selectedIds.has(item.id));
  const columns = showArea ? [...COLUMNS.slice(0, 2), { key: 'area' }, ...COLUMNS.slice(2)] : COLUMNS;

  const toggle = (id: number) => {
    const next = new Set(selectedIds);
    if (!next.delete(id)) next.add(id);
    props.onSelectionChange(next);
  };
  const toggleAll = () => props.onSelectionChange(allSelected ? new Set() : new Set(selectable.map((item) => item.id)));

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Toolbar variant="dense" sx={{ gap: 2, justifyContent: 'flex-end' }}>
        <Button variant="contained" size="small" disabled={selectedIds.size === 0} onClick={props.onAddSelected}>
          {t('timetable.table.addSelected', { count: selectedIds.size })}
        </Button>
      </Toolbar>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
      <TableContainer sx={{ maxHeight: 'max(420px, calc(100vh - 420px))' }}>
        <Table size="small" stickyHeader aria-label={t('timetable.table.label')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  disabled={selectable.length === 0}
                  onChange={toggleAll}
                  slotProps={{ input: { 'aria-label': t('timetable.table.selectAll') } }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={column.sort === sort ? order : false}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {column.sort ? (
                    <TableSortLabel
                      active={column.sort === sort}
                      direction={column.sort === sort ? order : 'asc'}
                      onClick={() =>
                        props.onSortChange(column.sort as SlotSort, column.sort === sort && order === 'asc' ? 'desc' : 'asc')
                      }
                    >
                      {t(`timetable.table.${column.key}` as 'timetable.table.date')}
                    </TableSortLabel>
                  ) : (
                    t(`timetable.table.${column.key}` as 'timetable.table.date')
                  )}
                </TableCell>
              ))}
              <TableCell>{t('timetable.table.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => {
              const canAdd = isSelectable(item.state);
              const date = formatShortDate(item.date);
              const time = formatBroadcastTime(item.start);
              const inCart = slotIdsInCart.has(item.id);
              return (
                <TableRow key={item.id} hover selected={selectedIds.has(item.id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selectedIds.has(item.id)}
                      disabled={!canAdd}
                      onChange={() => toggle(item.id)}
                      slotProps={{
                        input: { 'aria-label': t('timetable.table.selectRow', { date, time, station: item.station.shortName }) },
                      }}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                  <TableCell>{time}</TableCell>
                  {showArea && <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.areaName}</TableCell>}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.station.shortName}</TableCell>
                  <TableCell sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {item.programmeTitle ?? '—'}
                  </TableCell>
                  <TableCell align="right">{t('timetable.seconds', { seconds: item.length })}</TableCell>
                  <TableCell>{item.position}</TableCell>
                  <TableCell>{t(`timetable.table.kinds.${item.kind === 2 ? '2' : '1'}`)}</TableCell>
                  <TableCell align="right">{formatYen(item.price)}</TableCell>
                  <TableCell align="right">{formatRating(item.rating)}</TableCell>
                  <TableCell align="right">{formatYen(item.perCost)}</TableCell>
                  <TableCell align="right">{formatYen(item.cpm)}</TableCell>
                  <TableCell align="right">{item.remaining}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {inCart ? t('timetable.states.inCart') : t(`timetable.states.${item.state}`)}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={!canAdd}
                      onClick={() => props.onSelectSlot(item.id)}
                      aria-label={`${t('timetable.table.add')} ${date} ${time} ${item.station.shortName}`}
                    >
                      {t('timetable.table.add')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
            {items.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 2}>
                  <Typography sx={{ py: 2, textAlign: 'center' }}>{t('timetable.table.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[pageSize]}
        onPageChange={(_, next) => props.onPageChange(next + 1)}
        labelRowsPerPage={t('timetable.table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('timetable.table.displayedRows', { from, to, count })}
      />
    </Box>
  );
}
