import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ListOrder, StreamingProduct, StreamingSort } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatShortDate, formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { formatImpressions, targetLabel } from '../format';

type ColumnKey =
  | 'station'
  | 'title'
  | 'genre'
  | 'delivery'
  | 'adLengths'
  | 'cpm'
  | 'targeting'
  | 'remaining'
  | 'minimum'
  | 'actions';

const COLUMNS: readonly { key: ColumnKey; numeric?: boolean; sort?: StreamingSort }[] = [
  { key: 'station' },
  { key: 'title' },
  { key: 'genre' },
  { key: 'delivery' },
  { key: 'adLengths' },
  { key: 'cpm', numeric: true, sort: 'cpm' },
  { key: 'targeting' },
  { key: 'remaining', numeric: true, sort: 'remaining' },
  { key: 'minimum', numeric: true },
  { key: 'actions' },
];

/** Whether a buyer may put the product in a cart today. */
export const isAddable = (product: StreamingProduct) => product.state === 'onSale' || product.state === 'fewLeft';

interface StreamingTableProps {
  products: StreamingProduct[];
  sort: StreamingSort;
  order: ListOrder;
  onSortChange: (sort: StreamingSort, order: ListOrder) => void;
  areaNames: ReadonlyMap<string, string>;
  onAdd: (product: StreamingProduct) => void;
}

/** One page of streaming products; CPM and remaining impressions sort on the server. */
export function StreamingTable({ products, sort, order, onSortChange, areaNames, onAdd }: StreamingTableProps) {
  const { t } = useTranslation();
  const label = t('digitalMarket.streaming.tableLabel');
  const sortBy = (column: StreamingSort) =>
    onSortChange(column, column === sort ? (order === 'asc' ? 'desc' : 'asc') : column === 'cpm' ? 'asc' : 'desc');

  return (
    <TableScroller
      label={label}
      // The box holds its hidden headings too: positioned against it, they scroll with the table
      // instead of widening the page.
      sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table size="small" aria-label={label} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const active = column.sort !== undefined && column.sort === sort;
              const heading =
                column.key === 'actions' ? (
                  <VisuallyHidden>{t('digitalMarket.streaming.columns.actions')}</VisuallyHidden>
                ) : (
                  t(`digitalMarket.streaming.columns.${column.key}`)
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
                      direction={active ? order : 'asc'}
                      onClick={() => column.sort && sortBy(column.sort)}
                    >
                      {heading}
                      {active && (
                        <VisuallyHidden>
                          {t(order === 'asc' ? 'digitalMarket.streaming.sortedAsc' : 'digitalMarket.streaming.sortedDesc')}
                        </VisuallyHidden>
                      )}
                    </TableSortLabel>
                  ) : (
                    heading
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => {
            const addable = isAddable(product);
            return (
              <TableRow key={product.id} hover sx={addable ? undefined : { '& td': { color: 'text.secondary' } }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {product.station.shortName}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {product.area.name}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: '10rem' }}>
                  {product.title}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {product.code}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {product.genre ? t(`digitalMarket.genres.${product.genre}`) : ''}
                </TableCell>
                <TableCell>
                  {/* The window wraps after 〜 when the table runs short of room. */}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {formatShortDate(product.deliveryStart)}〜
                  </Box>
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {formatShortDate(product.deliveryEnd)}
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t('digitalMarket.streaming.adLengths', { lengths: product.adLengths.join('/') })}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatYen(product.cpm)}
                </TableCell>
                <TableCell>
                  {product.targeting.map((option) => (
                    <Box
                      key={option.target}
                      component="span"
                      sx={{ display: 'block', whiteSpace: 'nowrap', typography: 'body2' }}
                    >
                      {targetLabel(option.target, t, areaNames)} {formatYen(option.cpm)}
                    </Box>
                  ))}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {product.state === 'soldOut'
                    ? t('digitalMarket.streaming.soldOut')
                    : formatImpressions(product.impressionsRemaining, t)}
                  {product.state === 'outsideSalesPeriod' && (
                    <Typography variant="caption" component="div">
                      {t('digitalMarket.streaming.notOnSale')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatImpressions(product.minimumImpressions, t)}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={!addable}
                    onClick={() => onAdd(product)}
                    aria-label={t('digitalMarket.streaming.addFor', { title: product.title })}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t('digitalMarket.streaming.add')}
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
