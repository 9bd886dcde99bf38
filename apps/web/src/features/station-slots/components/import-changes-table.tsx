import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SlotImportFieldChange, SlotImportRowChange } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatBroadcastTime, formatShortDate, formatYen } from '../../../lib/format-broadcast';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { columnHeader, formatCount } from '../format';

const COLUMNS = ['line', 'slot', 'changes'] as const;

/** A value of a field as the slot list shows it: yen, the 29-hour clock, short dates, kinds and lengths in words. */
function fieldValue(t: TFunction, column: SlotImportFieldChange['column'], value: string | number | null): string {
  if (value === null) return t('stationSlots.preview.changes.noProgramme');
  switch (column) {
    case 'price':
      return formatYen(Number(value));
    case 'unitsOnSale':
      return t('stationSlots.preview.changes.units', { value: formatCount(Number(value)) });
    case 'lengthSeconds':
      return t('stationSlots.slots.seconds', { seconds: value });
    case 'kind':
      return value === 2 ? t('stationSlots.slots.kinds.2') : t('stationSlots.slots.kinds.1');
    case 'programmeStart':
    case 'programmeEnd':
      return formatBroadcastTime(Number(value));
    case 'salesStart':
    case 'salesEnd':
      return formatShortDate(String(value));
    default:
      return String(value);
  }
}

/** One field: its heading, then the old value (struck through) and the new one. */
function FieldChange({ change }: { change: SlotImportFieldChange }) {
  const { t } = useTranslation();
  return (
    // On a phone the heading and the values wrap as whole pieces, so the change stays in view.
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, '& > *': { whiteSpace: 'nowrap' } }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {columnHeader(change.column)}
      </Box>
      <Box component="del" sx={{ color: 'text.secondary', textDecorationColor: 'currentColor' }}>
        <VisuallyHidden>{t('stationSlots.preview.changes.old')}</VisuallyHidden>
        {fieldValue(t, change.column, change.old)}
      </Box>
      <span>
        <Box component="span" aria-hidden sx={{ mr: 0.75 }}>
          →
        </Box>
        <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 600 }}>
          <VisuallyHidden>{t('stationSlots.preview.changes.new')}</VisuallyHidden>
          {fieldValue(t, change.column, change.new)}
        </Box>
      </span>
    </Box>
  );
}

/**
 * The rows that change slots already there: where the row is in the file, which slot it names, and
 * for each field that changes, the value now registered and the file's.
 */
export function ImportChangesTable({ changes }: { changes: readonly SlotImportRowChange[] }) {
  const { t } = useTranslation();
  const label = t('stationSlots.preview.changes.label');
  return (
    <TableScroller label={label} sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={label} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'line' ? 'right' : 'left'}
                // The long heading of the changes may wrap on a phone; the short ones never need to.
                sx={{ fontWeight: 'bold', whiteSpace: column === 'changes' ? 'normal' : 'nowrap' }}
              >
                {t(`stationSlots.preview.changes.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.line} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCount(change.line)}
              </TableCell>
              <TableCell sx={{ '& > span': { display: 'inline-block', whiteSpace: 'nowrap', mr: 1 } }}>
                <span>{change.stationCode}</span>
                <span>{`${formatShortDate(change.broadcastDate)} ${formatBroadcastTime(change.startSecond)}`}</span>
              </TableCell>
              <TableCell>
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', rowGap: 0.25 }}>
                  {change.fields.map((field) => (
                    <FieldChange key={field.column} change={field} />
                  ))}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
