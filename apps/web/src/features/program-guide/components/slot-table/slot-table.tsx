import '../../catalogue';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { SLOT_KINDS, type SlotListItem, type SlotSort } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../../components/compact-columns';
import { TablePages } from '../../../../components/table-pages';
import { TableScroller } from '../../../../components/table-scroller';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import { formatBroadcastTime, formatRating, formatShortDate, formatYen } from '../../../../lib/format-broadcast';
import { useTranslation } from '../../../../lib/i18n';
import { isSlotSelectable, SLOT_LOOKS } from '../timetable/slot-state';

export interface SlotTableProps {
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

type ColumnKey =
  | 'date'
  | 'time'
  | 'area'
  | 'station'
  | 'programme'
  | 'length'
  | 'position'
  | 'kind'
  | 'price'
  | 'rating'
  | 'perCost'
  | 'cpm'
  | 'remaining'
  | 'state';

interface Column {
  key: ColumnKey;
  numeric?: boolean;
  /** The list's sort this header sets (SLOT_SORTS); the date sorts by air time. */
  sort?: SlotSort;
}

const COLUMNS: readonly Column[] = [
  { key: 'date', sort: 'airTime' },
  { key: 'time' },
  { key: 'area' },
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

/** The checkbox's column is fixed in width: the date beside it stays in view too when the table scrolls sideways. */
const CHECKBOX_COLUMN_PX = 48;
const KEEP_DATE_IN_VIEW_SX = (theme: Theme) => ({
  '& tr > :nth-of-type(2):not([colspan])': {
    position: 'sticky',
    left: CHECKBOX_COLUMN_PX,
    zIndex: 1,
    backgroundColor: theme.palette.background.paper,
  },
  '& thead tr > :nth-of-type(2):not([colspan])': { zIndex: 3, backgroundColor: theme.palette.background.default },
  '& tr.MuiTableRow-hover:hover > :nth-of-type(2)': {
    backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
  '& tr.Mui-selected > :nth-of-type(2)': {
    backgroundImage: `linear-gradient(${theme.palette.action.selected}, ${theme.palette.action.selected})`,
  },
  '[data-more-before] & tr > :nth-of-type(2):not([colspan])': {
    boxShadow: `inset -1px 0 0 ${theme.palette.divider}, 4px 0 6px -2px rgba(0, 0, 0, 0.2)`,
  },
});

/**
 * The search as a sortable, paged table (the list view and the 通常枠・直前枠 lists). Slots on
 * sale can be selected, on this page and across pages, and added together; or one at a time.
 */
export function SlotTable(props: SlotTableProps) {
  const { items, total, page, pageSize, sort, order, selectedIds, slotIdsInCart, showArea = false, loading = false } = props;
  const { t } = useTranslation();
  const columns = showArea ? COLUMNS : COLUMNS.filter((column) => column.key !== 'area');
  const selectableIds = items.filter((item) => isSlotSelectable(item.state)).map((item) => item.id);
  const selectedOnPage = selectableIds.filter((id) => selectedIds.has(id)).length;
  const allSelected = selectableIds.length > 0 && selectedOnPage === selectableIds.length;

  const toggle = (id: number) => {
    const next = new Set(selectedIds);
    if (!next.delete(id)) next.add(id);
    props.onSelectionChange(next);
  };
  // Selecting the page keeps what was selected on other pages.
  const toggleAll = () => {
    const next = new Set(selectedIds);
    for (const id of selectableIds) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    props.onSelectionChange(next);
  };
  const sortBy = (column: SlotSort) => props.onSortChange(column, column === sort && order === 'asc' ? 'desc' : 'asc');

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Toolbar variant="dense" sx={{ gap: 2, justifyContent: 'flex-end' }}>
        <Button variant="contained" size="small" disabled={selectedIds.size === 0} onClick={props.onAddSelected}>
          {t('timetable.table.addSelected', { count: selectedIds.size })}
        </Button>
      </Toolbar>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('timetable.table.label')} />}</Box>
      <TableScroller label={t('timetable.table.label')} sx={{ maxHeight: 'max(400px, calc(100vh - 380px))' }}>
        <Table
          size="small"
          stickyHeader
          aria-label={t('timetable.table.label')}
          aria-busy={loading}
          // Fourteen or fifteen columns beside the menu.
          sx={[COMPACT_COLUMNS_SX, KEEP_DATE_IN_VIEW_SX]}
        >
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" sx={{ width: CHECKBOX_COLUMN_PX, minWidth: CHECKBOX_COLUMN_PX }}>
                <Checkbox
                  size="small"
                  checked={allSelected}
                  indeterminate={selectedOnPage > 0 && !allSelected}
                  disabled={selectableIds.length === 0}
                  onChange={toggleAll}
                  slotProps={{ input: { 'aria-label': t('timetable.table.selectAll') } }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={column.sort === sort ? order : false}
                  sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}
                >
                  {column.sort ? (
                    <TableSortLabel
                      active={column.sort === sort}
                      direction={column.sort === sort ? order : 'asc'}
                      onClick={() => sortBy(column.sort as SlotSort)}
                    >
                      {t(`timetable.table.${column.key}`)}
                      {column.sort === sort && (
                        <VisuallyHidden>
                          {t(order === 'asc' ? 'timetable.table.sortedAsc' : 'timetable.table.sortedDesc')}
                        </VisuallyHidden>
                      )}
                    </TableSortLabel>
                  ) : (
                    t(`timetable.table.${column.key}`)
                  )}
                </TableCell>
              ))}
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}>{t('timetable.table.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => {
              const canAdd = isSlotSelectable(item.state);
              const date = formatShortDate(item.date);
              const time = formatBroadcastTime(item.start);
              const station = item.station.shortName;
              const selected = selectedIds.has(item.id);
              return (
                <TableRow key={item.id} hover selected={selected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={selected}
                      disabled={!canAdd}
                      onChange={() => toggle(item.id)}
                      slotProps={{ input: { 'aria-label': t('timetable.table.selectRow', { date, time, station }) } }}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                  <TableCell>{time}</TableCell>
                  {showArea && <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.areaName}</TableCell>}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{station}</TableCell>
                  <TableCell
                    title={item.programmeTitle ?? undefined}
                    sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {item.programmeTitle ?? '—'}
                  </TableCell>
                  <TableCell align="right">{t('timetable.seconds', { seconds: item.length })}</TableCell>
                  <TableCell>{item.position}</TableCell>
                  <TableCell>{t(`timetable.table.kinds.${item.kind === SLOT_KINDS.lastMinute ? '2' : '1'}`)}</TableCell>
                  <TableCell align="right">{formatYen(item.price)}</TableCell>
                  <TableCell align="right">{formatRating(item.rating)}</TableCell>
                  <TableCell align="right">{formatYen(item.perCost)}</TableCell>
                  <TableCell align="right">{formatYen(item.cpm)}</TableCell>
                  <TableCell align="right">{item.remaining}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Box component="span" aria-hidden="true" sx={{ mr: 0.5, color: SLOT_LOOKS[item.state].border }}>
                      {SLOT_LOOKS[item.state].symbol}
                    </Box>
                    {t(`timetable.states.${item.state}`)}
                    {slotIdsInCart.has(item.id) && (
                      <Chip size="small" color="primary" variant="outlined" label={t('timetable.states.inCart')} sx={{ ml: 1 }} />
                    )}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={!canAdd}
                      onClick={() => props.onSelectSlot(item.id)}
                      aria-label={t('timetable.table.addRow', { date, time, station })}
                    >
                      {t('timetable.table.add')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
            {items.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length + 2}>
                  <Typography sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
                    {t('timetable.table.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroller>
      <TablePages total={total} page={page} pageSize={pageSize} onPageChange={props.onPageChange} />
    </Box>
  );
}
