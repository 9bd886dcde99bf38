import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { SLOT_IMPORT_MAX_BYTES, type SlotImportCommit, type SlotImportPreview } from '@tvcm/contracts';
import { useEffect, useRef, useState } from 'react';
import { FilePicker } from '../../../components/file-picker';
import { SendButton } from '../../../components/send-button';
import { TabSection } from '../../../components/tab-section';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { isImportRefused, useCommitSlotImport } from '../api/commit-slot-import';
import { useDownloadTemplate } from '../api/download-template';
import { usePreviewSlotImport } from '../api/preview-slot-import';
import { formatCount, formatFileSize } from '../format';
import { CommitImportDialog } from './commit-import-dialog';
import { ImportGuide } from './import-guide';
import { ImportPreview } from './import-preview';

/** The preview on screen, and whether it was taken again because the commit was refused. */
interface Previewed {
  preview: SlotImportPreview;
  afterRefusal: boolean;
}

/**
 * The import: the template, the file, its preview and the commit. A file is always previewed
 * before it is committed, and committed as the same bytes; choosing another file drops the
 * preview of the last one.
 */
export function ImportTab() {
  const { t } = useTranslation();
  const template = useDownloadTemplate();
  const preview = usePreviewSlotImport();
  const commit = useCommitSlotImport();
  const [file, setFile] = useState<File | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);
  // The commit button leaves with the preview: the focus goes where the next import starts, once
  // the picker is enabled again.
  const [imports, setImports] = useState(0);
  useEffect(() => {
    if (imports > 0) chooseButton.current?.focus();
  }, [imports]);
  const tooLarge = file !== null && file.size > SLOT_IMPORT_MAX_BYTES;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreviewed(null);
  };

  const runPreview = async (afterRefusal: boolean) => {
    if (!file) return;
    // A failure is the query client's toast; the last preview, of this same file, stays.
    const result = await preview.mutateAsync(file).catch(() => null);
    if (result) setPreviewed({ preview: result, afterRefusal });
  };

  const runCommit = async () => {
    setConfirming(false);
    if (!file) return;
    let result: SlotImportCommit;
    try {
      result = await commit.mutateAsync(file);
    } catch (error) {
      // The slots changed since the preview and the file no longer applies: show why, as it is now.
      if (isImportRefused(error)) await runPreview(true);
      return;
    }
    showToast(
      result.entry ? 'success' : 'info',
      result.entry
        ? t('stationSlots.committed', {
            created: formatCount(result.counts.created),
            changed: formatCount(result.counts.changed),
            skipped: formatCount(result.counts.skipped),
          })
        : t('stationSlots.committedNothing'),
    );
    choose(null);
    setImports((count) => count + 1);
  };

  const downloading = useSendOnce(() => template.mutateAsync().catch(() => undefined));
  const previewing = useSendOnce(runPreview);
  // The confirmation closes at the first click, but the second click of a double click can still
  // reach its button before it is gone.
  const committing = useSendOnce(runCommit);
  const busy = previewing.busy || committing.busy;
  return (
    <Stack spacing={3}>
      <TabSection heading={t('stationSlots.import.heading')}>
        <Stack spacing={3}>
          <ImportGuide />
          <Stack spacing={2}>
            <SendButton
              variant="text"
              onClick={() => void downloading.run()}
              busy={downloading.busy}
              sx={{ alignSelf: 'flex-start' }}
            >
              {downloading.busy ? t('stationSlots.import.downloadingTemplate') : t('stationSlots.import.downloadTemplate')}
            </SendButton>
            <FilePicker file={file} onChange={choose} disabled={busy} buttonRef={chooseButton} />
            {tooLarge && (
              <Alert severity="error">
                {t('stationSlots.import.fileTooLarge', { size: formatFileSize(SLOT_IMPORT_MAX_BYTES) })}
              </Alert>
            )}
            <SendButton
              variant="contained"
              onClick={() => void previewing.run(false)}
              busy={previewing.busy}
              disabled={!file || tooLarge || committing.busy}
              sx={{ alignSelf: 'flex-start' }}
            >
              {previewing.busy
                ? t('stationSlots.import.previewing')
                : previewed
                  ? t('stationSlots.import.previewAgain')
                  : t('stationSlots.import.preview')}
            </SendButton>
          </Stack>
        </Stack>
      </TabSection>
      {previewed && (
        <ImportPreview
          preview={previewed.preview}
          notice={previewed.afterRefusal ? t('stationSlots.preview.staleRefused') : null}
          committing={committing.busy}
          onCommit={() => setConfirming(true)}
        />
      )}
      {confirming && previewed && (
        <CommitImportDialog
          preview={previewed.preview}
          onConfirm={() => void committing.run()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
