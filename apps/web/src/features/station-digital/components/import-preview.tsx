import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DigitalImportPreview, DigitalImportProblem, DigitalImportRowChange, DigitalProductKind } from '@tvcm/contracts';
import { SendButton } from '../../../components/send-button';
import { TabSection } from '../../../components/tab-section';
import { TableScroller } from '../../../components/table-scroller';
import { useTranslation } from '../../../lib/i18n';
import { columnHeader, formatCount, formatDay } from '../format';
import { problemMessage } from '../problem-message';

const COUNT_KINDS = ['created', 'changed', 'unchanged'] as const;

/** Whether committing would change anything: no error, and something to create or change. */
export const hasChangesToCommit = (preview: DigitalImportPreview) =>
  preview.committable && preview.counts.created + preview.counts.changed > 0;

interface ImportPreviewProps {
  kind: DigitalProductKind;
  preview: DigitalImportPreview;
  notice: string | null;
  committing: boolean;
  onCommit: () => void;
}

/**
 * What importing the previewed file would do: how it was read, the counts, whether it can be
 * committed (and why not), each changed product's old → new values, and every problem with its
 * line and column.
 */
export function ImportPreview({ kind, preview, notice, committing, onCommit }: ImportPreviewProps) {
  const { t } = useTranslation();
  const { counts, problems, problemCount, changes } = preview;
  const canCommit = hasChangesToCommit(preview);
  const verdict = !preview.committable
    ? { severity: 'error' as const, text: t('stationDigital.preview.hasErrors') }
    : !canCommit
      ? { severity: 'info' as const, text: t('stationDigital.preview.nothingToChange') }
      : {
          severity: 'success' as const,
          text: t('stationDigital.preview.ready', { created: formatCount(counts.created), changed: formatCount(counts.changed) }),
        };
  return (
    <TabSection heading={t('stationDigital.preview.heading', { fileName: preview.fileName })}>
      <Stack spacing={2.5}>
        {notice && <Alert severity="warning">{notice}</Alert>}
        <Box
          component="dl"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 4,
            rowGap: 0.5,
            m: 0,
            typography: 'body2',
            '& dd': { m: 0, ml: 1 },
          }}
        >
          <Box sx={{ display: 'flex' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('stationDigital.preview.encoding')}
            </Box>
            <dd>{t(`stationDigital.preview.encodings.${preview.encoding}`)}</dd>
          </Box>
          <Box sx={{ display: 'flex' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('stationDigital.preview.rowCount')}
            </Box>
            <dd>{t('stationDigital.preview.rows', { value: formatCount(preview.rowCount) })}</dd>
          </Box>
          {COUNT_KINDS.map((count) => (
            <Box key={count} sx={{ display: 'flex' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {t(`stationDigital.preview.counts.${count}`)}
              </Box>
              <dd>{t('stationDigital.preview.countValue', { value: formatCount(counts[count]) })}</dd>
            </Box>
          ))}
          <Box sx={{ display: 'flex', minWidth: 0 }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              SHA-256
            </Box>
            <Box component="dd" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {preview.sha256}
            </Box>
          </Box>
        </Box>
        <Alert severity={verdict.severity}>{verdict.text}</Alert>
        <Box>
          <SendButton variant="contained" busy={committing} disabled={!canCommit} onClick={onCommit}>
            {committing ? t('stationDigital.preview.committing') : t('stationDigital.preview.commit')}
          </SendButton>
        </Box>
        {changes.length > 0 && (
          <Stack spacing={1}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('stationDigital.preview.changes.heading')}
            </Typography>
            {counts.changed > changes.length && (
              <Typography variant="body2" color="text.secondary">
                {t('stationDigital.preview.changes.truncated', {
                  total: formatCount(counts.changed),
                  shown: formatCount(changes.length),
                })}
              </Typography>
            )}
            <ChangesTable kind={kind} changes={changes} />
          </Stack>
        )}
        {problems.length > 0 && (
          <Stack spacing={1}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('stationDigital.preview.problemsHeading')}
            </Typography>
            {problemCount > problems.length && (
              <Typography variant="body2" color="text.secondary">
                {t('stationDigital.preview.problemsTruncated', {
                  total: formatCount(problemCount),
                  shown: formatCount(problems.length),
                })}
              </Typography>
            )}
            <ProblemsTable kind={kind} problems={problems} />
          </Stack>
        )}
      </Stack>
    </TabSection>
  );
}

const PROBLEM_COLUMNS = ['line', 'column', 'severity', 'message'] as const;

/** Every problem the server found, where it is (line and column as the file's author sees them in Excel) and what is wrong. */
function ProblemsTable({ kind, problems }: { kind: DigitalProductKind; problems: readonly DigitalImportProblem[] }) {
  const { t } = useTranslation();
  const label = t('stationDigital.preview.problemsLabel');
  return (
    <TableScroller label={label} sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {PROBLEM_COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'line' ? 'right' : 'left'}
                sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}
              >
                {t(`stationDigital.preview.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one line may have several problems of one code
            <TableRow key={index}>
              <TableCell component="th" scope="row" align="right" sx={{ whiteSpace: 'nowrap' }}>
                {problem.line === 0 ? t('stationDigital.preview.wholeFile') : formatCount(problem.line)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {problem.column ? columnHeader(problem.column, kind) : t('stationDigital.none')}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={problem.severity === 'error' ? 'error' : 'default'}
                  variant={problem.severity === 'error' ? 'filled' : 'outlined'}
                  label={t(`stationDigital.preview.severities.${problem.severity}`)}
                />
              </TableCell>
              <TableCell sx={{ minWidth: '14em' }}>{problemMessage(problem, kind)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}

/** The changed products: the line, the product (code and start) and each field's registered → file value. */
function ChangesTable({ kind, changes }: { kind: DigitalProductKind; changes: readonly DigitalImportRowChange[] }) {
  const { t } = useTranslation();
  const label = t('stationDigital.preview.changes.label');
  const shown = (value: string | number | null) =>
    value === null || value === ''
      ? t('stationDigital.preview.changes.empty')
      : typeof value === 'number'
        ? formatCount(value)
        : value;
  return (
    <TableScroller label={label} sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {(['line', 'product', 'changes'] as const).map((column) => (
              <TableCell
                key={column}
                align={column === 'line' ? 'right' : 'left'}
                sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}
              >
                {t(`stationDigital.preview.changes.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.line}>
              <TableCell component="th" scope="row" align="right">
                {formatCount(change.line)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {change.code} {formatDay(change.deliveryStart)}
              </TableCell>
              <TableCell>
                {change.fields.map((field) => (
                  <Box key={field.column}>
                    {columnHeader(field.column, kind)}: {shown(field.old)} → {shown(field.new)}
                  </Box>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
