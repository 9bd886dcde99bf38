import Stack from '@mui/material/Stack';
import { ImportFileControls } from '../../../components/import-file-controls';
import { TabSection } from '../../../components/tab-section';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useImportFlow } from '../../../lib/use-import-flow';
import { isUploadRefused, useCommitAiredRatings } from '../api/commit-aired-ratings';
import { useDownloadTemplate } from '../api/download-template';
import { usePreviewAiredRatings } from '../api/preview-aired-ratings';
import { formatCount } from '../format';
import { CommitUploadDialog } from './commit-upload-dialog';
import { UploadGuide } from './upload-guide';
import { UploadPreview } from './upload-preview';

/**
 * The upload, as the slot import does it: the guide and the template, the file, its preview and
 * the commit. A refused commit (a date not yet past when previewed, a station moved) shows why.
 */
export function UploadSection() {
  const { t } = useTranslation();
  const template = useDownloadTemplate();
  const preview = usePreviewAiredRatings();
  const commit = useCommitAiredRatings();
  const flow = useImportFlow({
    preview: preview.mutateAsync,
    commit: commit.mutateAsync,
    isRefused: isUploadRefused,
    onCommitted: (entry) =>
      showToast(
        'success',
        t('airedRatings.committed', { rows: formatCount(entry.rowCount), matched: formatCount(entry.matched) }),
      ),
  });
  const { previewed } = flow;
  return (
    <Stack spacing={3}>
      <TabSection heading={t('airedRatings.upload.heading')}>
        <Stack spacing={3}>
          <UploadGuide />
          <ImportFileControls
            flow={flow}
            downloadTemplate={template.mutateAsync}
            labels={{
              downloadTemplate: t('airedRatings.upload.downloadTemplate'),
              downloadingTemplate: t('airedRatings.upload.downloadingTemplate'),
              fileTooLarge: (size) => t('airedRatings.upload.fileTooLarge', { size }),
              preview: t('airedRatings.upload.preview'),
              previewing: t('airedRatings.upload.previewing'),
              previewAgain: t('airedRatings.upload.previewAgain'),
            }}
          />
        </Stack>
      </TabSection>
      {previewed && (
        <UploadPreview
          preview={previewed.preview}
          notice={previewed.afterRefusal ? t('airedRatings.preview.staleRefused') : null}
          committing={flow.committing.busy}
          onCommit={flow.askToCommit}
        />
      )}
      {flow.confirming && previewed && (
        <CommitUploadDialog
          preview={previewed.preview}
          onConfirm={() => void flow.committing.run()}
          onClose={flow.cancelCommit}
        />
      )}
    </Stack>
  );
}
