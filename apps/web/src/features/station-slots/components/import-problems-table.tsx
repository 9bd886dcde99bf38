import type { SlotImportProblem } from '@tvcm/contracts';
import { ImportProblemsTable as ProblemsTable } from '../../../components/import-problems-table';
import { useTranslation } from '../../../lib/i18n';
import { columnHeader } from '../format';
import { problemMessage } from '../problem-message';

/**
 * Every problem the server found, where it is and what is wrong, an error (nothing is imported)
 * told apart from a row left out.
 */
export function ImportProblemsTable({ problems }: { problems: readonly SlotImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <ProblemsTable
      problems={problems.map((problem) => ({
        line: problem.line,
        column: problem.column ? columnHeader(problem.column) : null,
        message: problemMessage(problem),
        severity: { error: problem.severity === 'error', label: t(`stationSlots.preview.severities.${problem.severity}`) },
      }))}
      labels={{
        table: t('stationSlots.preview.problemsLabel'),
        line: t('stationSlots.preview.columns.line'),
        column: t('stationSlots.preview.columns.column'),
        severity: t('stationSlots.preview.columns.severity'),
        message: t('stationSlots.preview.columns.message'),
        wholeFile: t('stationSlots.preview.wholeFile'),
        noColumn: t('stationSlots.none'),
      }}
    />
  );
}
