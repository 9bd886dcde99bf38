import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SlotImportProblem } from '@tvcm/contracts';
import { TableScroller } from '../../../components/table-scroller';
import { useTranslation } from '../../../lib/i18n';
import { columnHeader, formatCount } from '../format';
import { problemMessage } from '../problem-message';

const COLUMNS = ['line', 'column', 'severity', 'message'] as const;

/**
 * Every problem the server found, where it is (line and column as the file's author sees them in
 * Excel) and what is wrong, an error (nothing is imported) told apart from a row left out.
 */
export function ImportProblemsTable({ problems }: { problems: readonly SlotImportProblem[] }) {
  const { t } = useTranslation();
  const label = t('stationSlots.preview.problemsLabel');
  const none = t('stationSlots.none');
  return (
    <TableScroller label={label} sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'line' ? 'right' : 'left'}
                sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}
              >
                {t(`stationSlots.preview.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, index) => (
            // Problems have no id; the server's order is stable for one preview.
            // biome-ignore lint/suspicious/noArrayIndexKey: one line may have several problems of one code
            <TableRow key={index}>
              <TableCell component="th" scope="row" align="right" sx={{ whiteSpace: 'nowrap' }}>
                {problem.line === 0 ? t('stationSlots.preview.wholeFile') : formatCount(problem.line)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{problem.column ? columnHeader(problem.column) : none}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={problem.severity === 'error' ? 'error' : 'default'}
                  variant={problem.severity === 'error' ? 'filled' : 'outlined'}
                  label={t(`stationSlots.preview.severities.${problem.severity}`)}
                />
              </TableCell>
              <TableCell sx={{ minWidth: '16em' }}>{problemMessage(problem)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
