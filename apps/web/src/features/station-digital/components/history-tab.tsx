import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type DigitalProductKind, SLOT_IMPORT_HISTORY_MAX, type SlotImportHistoryEntry } from '@tvcm/contracts';
import { QueryFallback } from '../../../components/query-fallback';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { useDigitalImports } from '../api/get-digital-imports';
import { formatCount } from '../format';
import { TabSection } from './tab-section';

const COUNT_KINDS = ['created', 'changed', 'unchanged'] as const;

/** The company's imports of the kind that changed something, newest first: when, who, which file, what it did. */
export function HistoryTab({ kind }: { kind: DigitalProductKind }) {
  const { t } = useTranslation();
  const history = useDigitalImports(kind);
  return (
    <TabSection heading={t('stationDigital.history.heading')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('stationDigital.history.lead', { max: SLOT_IMPORT_HISTORY_MAX })}
      </Typography>
      {history.data ? <HistoryTable entries={history.data.entries} /> : <QueryFallback error={history.error} />}
    </TabSection>
  );
}

function HistoryTable({ entries }: { entries: readonly SlotImportHistoryEntry[] }) {
  const { t } = useTranslation();
  const label = t('stationDigital.history.tableLabel');
  const header = { whiteSpace: 'nowrap', fontWeight: 'bold' } as const;
  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={header}>{t('stationDigital.history.columns.createdAt')}</TableCell>
            <TableCell sx={header}>{t('stationDigital.history.columns.user')}</TableCell>
            <TableCell sx={header}>{t('stationDigital.history.columns.fileName')}</TableCell>
            <TableCell sx={header} align="right">
              {t('stationDigital.history.columns.rowCount')}
            </TableCell>
            {COUNT_KINDS.map((count) => (
              <TableCell key={count} sx={header} align="right">
                {t(`stationDigital.history.columns.${count}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 && (
            <TableRow>
              <TableCell colSpan={4 + COUNT_KINDS.length} sx={{ color: 'text.secondary' }}>
                {t('stationDigital.history.empty')}
              </TableCell>
            </TableRow>
          )}
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.createdAt)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.user?.name ?? t('stationDigital.history.unknownUser')}</TableCell>
              <TableCell sx={{ minWidth: '10em', wordBreak: 'break-all' }}>{entry.fileName}</TableCell>
              <TableCell align="right">{formatCount(entry.rowCount)}</TableCell>
              {COUNT_KINDS.map((count) => (
                <TableCell key={count} align="right">
                  {formatCount(entry.counts[count])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
