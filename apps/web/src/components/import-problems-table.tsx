import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCount } from '../lib/format-count';
import { TableScroller } from './table-scroller';

/** One problem of an import file as the table shows it: the page has put its words to it already. */
export interface ShownImportProblem {
  /** The file's line, the heading being line 1; 0 for the file as a whole. */
  line: number;
  /** The column's heading as the file has it, or null when the problem is not in one column. */
  column: string | null;
  message: string;
  /** For imports that leave some rows out rather than refuse the file: whether this one refuses it, and its word. */
  severity?: { error: boolean; label: string };
}

export interface ImportProblemsLabels {
  table: string;
  line: string;
  column: string;
  severity: string;
  message: string;
  wholeFile: string;
  noColumn: string;
}

/**
 * Every problem the server found in an import file (CM枠, ターゲットデータ), where it is (line and
 * column as the file's author sees them in Excel) and what is wrong; with a severity column when
 * the import tells an error (nothing is imported) apart from a row left out.
 */
export function ImportProblemsTable({
  problems,
  labels,
}: {
  problems: readonly ShownImportProblem[];
  labels: ImportProblemsLabels;
}) {
  const withSeverity = problems.some((problem) => problem.severity !== undefined);
  const header = { fontWeight: 'bold', whiteSpace: 'nowrap' } as const;
  return (
    <TableScroller label={labels.table} sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={labels.table}>
        <TableHead>
          <TableRow>
            <TableCell align="right" sx={header}>
              {labels.line}
            </TableCell>
            <TableCell sx={header}>{labels.column}</TableCell>
            {withSeverity && <TableCell sx={header}>{labels.severity}</TableCell>}
            <TableCell sx={header}>{labels.message}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, index) => (
            // Problems have no id; the server's order is stable for one preview.
            // biome-ignore lint/suspicious/noArrayIndexKey: one line may have several problems of one code
            <TableRow key={index}>
              <TableCell component="th" scope="row" align="right" sx={{ whiteSpace: 'nowrap' }}>
                {problem.line === 0 ? labels.wholeFile : formatCount(problem.line)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{problem.column ?? labels.noColumn}</TableCell>
              {withSeverity && (
                <TableCell>
                  {problem.severity && (
                    <Chip
                      size="small"
                      color={problem.severity.error ? 'error' : 'default'}
                      variant={problem.severity.error ? 'filled' : 'outlined'}
                      label={problem.severity.label}
                    />
                  )}
                </TableCell>
              )}
              <TableCell sx={{ minWidth: '16em' }}>{problem.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
