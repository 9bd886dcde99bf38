import Stack from '@mui/material/Stack';
import type { SlotImportCommit } from '@tvcm/contracts';
import { ImportFileControls } from '../../../components/import-file-controls';
import { TabSection } from '../../../components/tab-section';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useImportFlow } from '../../../lib/use-import-flow';
import { isImportRefused, useCommitSlotImport } from '../api/commit-slot-import';
import { useDownloadTemplate } from '../api/download-template';
import { usePreviewSlotImport } from '../api/preview-slot-import';
import { formatCount } from '../format';
import { CommitImportDialog } from './commit-import-dialog';
import { ImportGuide } from './import-guide';
import { ImportPreview } from './import-preview';

/**
 * The import: the template, the file, its preview and the commit (lib/use-import-flow). A refused
 * commit means the slots changed since the preview and the file no longer applies: it shows why.
 */
export function ImportTab() {
  const { t } = useTranslation();
  const template = useDownloadTemplate();
  const preview = usePreviewSlotImport();
  const commit = useCommitSlotImport();
  const flow = useImportFlow({
    preview: preview.mutateAsync,
    commit: commit.mutateAsync,
    isRefused: isImportRefused,
    onCommitted: (result: SlotImportCommit) =>
      showToast(
        result.entry ? 'success' : 'info',
        result.entry
          ? t('stationSlots.committed', {
              created: formatCount(result.counts.created),
              changed: formatCount(result.counts.changed),
              skipped: formatCount(result.counts.skipped),
            })
          : t('stationSlots.committedNothing'),
      ),
  });
  const { previewed } = flow;
  return (
    <Stack spacing={3}>
      <TabSection heading={t('stationSlots.import.heading')}>
        <Stack spacing={3}>
          <ImportGuide />
          <ImportFileControls
            flow={flow}
            downloadTemplate={template.mutateAsync}
            labels={{
              downloadTemplate: t('stationSlots.import.downloadTemplate'),
              downloadingTemplate: t('stationSlots.import.downloadingTemplate'),
              fileTooLarge: (size) => t('stationSlots.import.fileTooLarge', { size }),
              preview: t('stationSlots.import.preview'),
              previewing: t('stationSlots.import.previewing'),
              previewAgain: t('stationSlots.import.previewAgain'),
            }}
          />
        </Stack>
      </TabSection>
      {previewed && (
        <ImportPreview
          preview={previewed.preview}
          notice={previewed.afterRefusal ? t('stationSlots.preview.staleRefused') : null}
          committing={flow.committing.busy}
          onCommit={flow.askToCommit}
        />
      )}
      {flow.confirming && previewed && (
        <CommitImportDialog
          preview={previewed.preview}
          onConfirm={() => void flow.committing.run()}
          onClose={flow.cancelCommit}
        />
      )}
    </Stack>
  );
}
