import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { type AiredRatingsImport, type AiredRatingsPreview, SLOT_IMPORT_MAX_BYTES } from '@tvcm/contracts';
import { useEffect, useRef, useState } from 'react';
import { FilePicker } from '../../../components/file-picker';
import { SendButton } from '../../../components/send-button';
import { TabSection } from '../../../components/tab-section';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { isUploadRefused, useCommitAiredRatings } from '../api/commit-aired-ratings';
import { useDownloadTemplate } from '../api/download-template';
import { usePreviewAiredRatings } from '../api/preview-aired-ratings';
import { formatCount, formatFileSize } from '../format';
import { CommitUploadDialog } from './commit-upload-dialog';
import { UploadGuide } from './upload-guide';
import { UploadPreview } from './upload-preview';

/** The preview on screen, and whether it was taken again because the commit was refused. */
interface Previewed {
  preview: AiredRatingsPreview;
  afterRefusal: boolean;
}

/**
 * The upload, as the slot import does it: the guide and the template, the file, its preview and
 * the commit. A file is always previewed before it is committed, and committed as the same bytes;
 * choosing another file drops the preview of the last one.
 */
export function UploadSection() {
  const { t } = useTranslation();
  const template = useDownloadTemplate();
  const preview = usePreviewAiredRatings();
  const commit = useCommitAiredRatings();
  const [file, setFile] = useState<File | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);
  // The commit button leaves with the preview: the focus goes where the next upload starts, once
  // the picker is enabled again.
  const [uploads, setUploads] = useState(0);
  useEffect(() => {
    if (uploads > 0) chooseButton.current?.focus();
  }, [uploads]);
  // The API takes files as large as the slot import's.
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
    let entry: AiredRatingsImport;
    try {
      entry = await commit.mutateAsync(file);
    } catch (error) {
      // The file reads with errors now (a date not yet past when previewed, a station moved): show why.
      if (isUploadRefused(error)) await runPreview(true);
      return;
    }
    showToast('success', t('airedRatings.committed', { rows: formatCount(entry.rowCount), matched: formatCount(entry.matched) }));
    choose(null);
    setUploads((count) => count + 1);
  };

  const downloading = useSendOnce(() => template.mutateAsync().catch(() => undefined));
  const previewing = useSendOnce(runPreview);
  // The confirmation closes at the first click, but the second click of a double click can still
  // reach its button before it is gone.
  const committing = useSendOnce(runCommit);
  const busy = previewing.busy || committing.busy;
  return (
    <Stack spacing={3}>
      <TabSection heading={t('airedRatings.upload.heading')}>
        <Stack spacing={3}>
          <UploadGuide />
          <Stack spacing={2}>
            <SendButton
              variant="text"
              onClick={() => void downloading.run()}
              busy={downloading.busy}
              sx={{ alignSelf: 'flex-start' }}
            >
              {downloading.busy ? t('airedRatings.upload.downloadingTemplate') : t('airedRatings.upload.downloadTemplate')}
            </SendButton>
            <FilePicker file={file} onChange={choose} disabled={busy} buttonRef={chooseButton} />
            {tooLarge && (
              <Alert severity="error">
                {t('airedRatings.upload.fileTooLarge', { size: formatFileSize(SLOT_IMPORT_MAX_BYTES) })}
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
                ? t('airedRatings.upload.previewing')
                : previewed
                  ? t('airedRatings.upload.previewAgain')
                  : t('airedRatings.upload.preview')}
            </SendButton>
          </Stack>
        </Stack>
      </TabSection>
      {previewed && (
        <UploadPreview
          preview={previewed.preview}
          notice={previewed.afterRefusal ? t('airedRatings.preview.staleRefused') : null}
          committing={committing.busy}
          onCommit={() => setConfirming(true)}
        />
      )}
      {confirming && previewed && (
        <CommitUploadDialog
          preview={previewed.preview}
          onConfirm={() => void committing.run()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
