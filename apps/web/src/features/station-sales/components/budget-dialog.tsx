import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SALES_BUDGET_MAX, type SalesBudgetInput } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { QueryFallback } from '../../../components/query-fallback';
import { SendButton } from '../../../components/send-button';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useSalesBudgets } from '../api/get-sales-budgets';
import { useSaveSalesBudget } from '../api/save-sales-budget';
import { formatCount } from '../format';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

interface BudgetDialogProps {
  /** The year shown first: the period's. */
  initialYear: number;
  onClose: () => void;
}

const cellKey = (stationId: number, month: string) => `${stationId} ${month}`;

/**
 * A typed amount as the budget it sets: digits (separators allowed) within the contract's range,
 * or, empty, no budget; undefined when it is neither.
 */
export function amountOf(text: string): number | null | undefined {
  const digits = text.replaceAll(/[,，\s]/g, '');
  if (digits === '') return null;
  if (!/^\d+$/.test(digits)) return undefined;
  const amount = Number(digits);
  return amount <= SALES_BUDGET_MAX ? amount : undefined;
}

/**
 * 予算設定: the company's stations × the twelve months of a year, each amount editable. 保存 sends
 * each changed cell as its own PUT (the contract sets one station-month at a time); a cell that is
 * not an amount is said at once and nothing is sent while one is.
 */
export function BudgetDialog({ initialYear, onClose }: BudgetDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [year, setYear] = useState(initialYear);
  // The cells typed in and not saved yet, by station and month; the others show what the server has.
  const [edits, setEdits] = useState<ReadonlyMap<string, string>>(new Map());
  const budgets = useSalesBudgets(year);
  const save = useSaveSalesBudget();

  const savedBudgets = new Map((budgets.data?.budgets ?? []).map((budget) => [cellKey(budget.stationId, budget.month), budget]));
  const saved = new Map([...savedBudgets].map(([key, budget]) => [key, budget.amount]));
  const savedText = (key: string) => {
    const amount = saved.get(key);
    return amount === undefined ? '' : formatCount(amount);
  };
  const changes: SalesBudgetInput[] = [];
  let invalid = false;
  for (const [key, text] of edits) {
    const amount = amountOf(text);
    if (amount === undefined) invalid = true;
    else if (amount !== (saved.get(key) ?? null)) {
      const [stationId, month] = key.split(' ') as [string, string];
      changes.push({ stationId: Number(stationId), month, amount });
    }
  }

  // In the grid's order: station by station, month by month.
  const rowOf = (stationId: number) => budgets.data?.stations.findIndex((station) => station.id === stationId) ?? 0;
  changes.sort((a, b) => rowOf(a.stationId) - rowOf(b.stationId) || a.month.localeCompare(b.month));

  const sending = useSendOnce(async () => {
    if (invalid) return;
    if (changes.length === 0) {
      showToast('info', t('stationSales.budgets.nothingChanged'));
      return;
    }
    let count = 0;
    for (const change of changes) {
      try {
        await save.mutateAsync(change);
      } catch {
        // The mutation cache has said why; the cells not saved keep what was typed.
        break;
      }
      count += 1;
      setEdits((current) => {
        const next = new Map(current);
        next.delete(cellKey(change.stationId, change.month));
        return next;
      });
    }
    if (count > 0) showToast('success', t('stationSales.budgets.saved', { count }));
  });

  const thisYear = initialYear;
  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
  const tableLabel = t('stationSales.budgets.tableLabel', { year });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xl" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('stationSales.budgets.heading')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('stationSales.budgets.lead')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('stationSales.budgets.year')}
          value={String(year)}
          onChange={(event) => {
            setYear(Number(event.target.value));
            setEdits(new Map());
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ mb: 2, minWidth: '8rem' }}
          disabled={sending.busy}
        >
          {years.map((choice) => (
            <option key={choice} value={String(choice)}>
              {t('stationSales.budgets.yearValue', { year: choice })}
            </option>
          ))}
        </TextField>
        {!budgets.data ? (
          <QueryFallback error={budgets.error} />
        ) : budgets.data.stations.length === 0 ? (
          <Typography role="status">{t('stationSales.budgets.noStations')}</Typography>
        ) : (
          <TableScroller label={tableLabel} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={tableLabel}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>{t('stationSales.budgets.station')}</TableCell>
                  {MONTHS.map((month) => (
                    <TableCell key={month} sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>
                      {t('stationSales.budgets.month', { month })}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {budgets.data.stations.map((station) => (
                  <TableRow key={station.id}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {station.name}
                    </TableCell>
                    {MONTHS.map((month) => {
                      const monthKey = `${year}-${String(month).padStart(2, '0')}`;
                      const key = cellKey(station.id, monthKey);
                      const text = edits.get(key) ?? savedText(key);
                      const wrong = amountOf(text) === undefined;
                      const budget = savedBudgets.get(key);
                      return (
                        <TableCell key={month} sx={{ verticalAlign: 'top', px: 0.5 }}>
                          <TextField
                            size="small"
                            value={text}
                            onChange={(event) => {
                              const value = event.target.value;
                              setEdits((current) => new Map(current).set(key, value));
                            }}
                            error={wrong}
                            helperText={
                              wrong ? t('stationSales.budgets.invalid', { max: formatCount(SALES_BUDGET_MAX) }) : undefined
                            }
                            disabled={sending.busy}
                            title={
                              budget &&
                              t('stationSales.budgets.updated', {
                                at: formatDateTime(budget.updatedAt),
                                by: budget.updatedBy ? t('stationSales.budgets.updatedBy', { name: budget.updatedBy }) : '',
                              })
                            }
                            slotProps={{
                              htmlInput: {
                                inputMode: 'numeric',
                                autoComplete: 'off',
                                'aria-label': t('stationSales.budgets.cellLabel', { station: station.name, year, month }),
                                style: { textAlign: 'right' },
                              },
                            }}
                            sx={{ width: '9.5rem' }}
                          />
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('stationSales.budgets.close')}</Button>
        <SendButton
          variant="contained"
          busy={sending.busy}
          disabled={invalid || !budgets.data}
          onClick={() => void sending.run()}
        >
          {t('stationSales.budgets.save')}
        </SendButton>
      </DialogActions>
    </Dialog>
  );
}
