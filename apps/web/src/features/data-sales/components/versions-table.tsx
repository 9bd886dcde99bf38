import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SegmentVersion } from '@tvcm/contracts';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { formatCount } from '../format';

const COLUMNS = ['version', 'uploadedAt', 'uploadedBy', 'fileName', 'cells', 'suppressedCells'] as const;
const NUMERIC: readonly string[] = ['cells', 'suppressedCells'];

/** 取込履歴: each committed file, newest first, the one buyers read marked 現行. */
export function VersionsTable({ versions, current }: { versions: readonly SegmentVersion[]; current: number | null }) {
  const { t } = useTranslation();
  const label = t('dataSales.versions.tableLabel');
  if (versions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('dataSales.versions.empty')}
      </Typography>
    );
  }
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={NUMERIC.includes(column) ? 'right' : 'left'}
                sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}
              >
                {t(`dataSales.versions.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {newestFirst.map((version) => (
            <TableRow key={version.version}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {t('dataSales.management.version', { version: version.version })}
                {version.version === current && (
                  <Chip size="small" color="success" label={t('dataSales.versions.current')} sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(version.uploadedAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{version.uploadedBy ?? t('dataSales.versions.unknownUser')}</TableCell>
              <TableCell sx={{ minWidth: '10em', wordBreak: 'break-all' }}>{version.fileName}</TableCell>
              <TableCell align="right">{formatCount(version.cells)}</TableCell>
              <TableCell align="right">{formatCount(version.suppressedCells)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
