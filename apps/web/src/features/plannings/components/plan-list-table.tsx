import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { PLAN_LIST_SORTS, PlanSummary } from '@tvcm/contracts';
import { Link } from 'react-router';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatGrp, formatYen } from '../../../lib/format-broadcast';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { formatPercent, formatPeriod } from '../format';
import { planPath } from '../paths';
import { type PlanAction, PlanRowActions } from './plan-row-actions';
import { PlanStatusChip } from './plan-status-chip';

type PlanListSort = (typeof PLAN_LIST_SORTS)[number];
type Order = 'asc' | 'desc';
type ColumnKey =
  | 'name'
  | 'advertiser'
  | 'area'
  | 'period'
  | 'budget'
  | 'amount'
  | 'targetGrp'
  | 'reach1'
  | 'status'
  | 'updated'
  | 'actions';

const COLUMNS: readonly { key: ColumnKey; numeric?: boolean; sort?: PlanListSort }[] = [
  { key: 'name', sort: 'name' },
  { key: 'advertiser' },
  { key: 'area' },
  { key: 'period' },
  { key: 'budget', numeric: true, sort: 'budget' },
  { key: 'amount', numeric: true },
  { key: 'targetGrp', numeric: true },
  { key: 'reach1', numeric: true },
  { key: 'status' },
  { key: 'updated', sort: 'updated_at' },
  { key: 'actions' },
];

interface PlanListTableProps {
  plans: readonly PlanSummary[];
  sort: PlanListSort;
  order: Order;
  onSortChange: (sort: PlanListSort, order: Order) => void;
  onAction: (plan: PlanSummary, action: PlanAction) => void;
}

/** The company's plans: what each buys and reaches (推定), where it stands, its name the link that opens it. */
export function PlanListTable({ plans, sort, order, onSortChange, onAction }: PlanListTableProps) {
  const { t } = useTranslation();
  const none = t('plannings.none');
  const label = t('plannings.list.tableLabel');
  const sortBy = (column: PlanListSort) => onSortChange(column, column === sort && order === 'desc' ? 'asc' : 'desc');

  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={label} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const active = column.sort !== undefined && column.sort === sort;
              const text = t(`plannings.list.columns.${column.key}`);
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
                      onClick={() => sortBy(column.sort as PlanListSort)}
                    >
                      {text}
                      {active && (
                        <VisuallyHidden>
                          {t(order === 'asc' ? 'plannings.list.sortedAsc' : 'plannings.list.sortedDesc')}
                        </VisuallyHidden>
                      )}
                    </TableSortLabel>
                  ) : (
                    text
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow key={plan.id} hover data-status={plan.status}>
              <TableCell
                component="th"
                scope="row"
                sx={{ fontWeight: 'normal', minWidth: '8em', maxWidth: 240, overflowWrap: 'anywhere' }}
              >
                <Box component={Link} to={planPath(plan.id)} sx={{ color: 'primary.main', textUnderlineOffset: '0.2em' }}>
                  {plan.name}
                </Box>
              </TableCell>
              <TableCell sx={{ maxWidth: 160, overflowWrap: 'anywhere' }}>{plan.advertiser?.name ?? none}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{plan.area.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPeriod(plan.dateFrom, plan.dateTo)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatYen(plan.budget)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatYen(plan.figures.amount)}
              </TableCell>
              <TableCell align="right">{formatGrp(plan.figures.targetGrp)}</TableCell>
              <TableCell align="right">{formatPercent(plan.figures.reach1)}</TableCell>
              <TableCell>
                <PlanStatusChip status={plan.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Stack>
                  <span>{plan.updatedBy?.name ?? none}</span>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {formatDateTime(plan.updatedAt)}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell>
                <PlanRowActions plan={plan} onAction={(action) => onAction(plan, action)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
