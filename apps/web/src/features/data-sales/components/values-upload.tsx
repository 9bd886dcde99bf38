import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagedSegment, SegmentValuesCommit, SegmentValuesPreview } from '@tvcm/contracts';
import { useRef, useState } from 'react';
import { FilePicker } from '../../../components/file-picker';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { isValuesRefused, useCommitSegmentValues } from '../api/commit-segment-values';
import { useDownloadValuesTemplate } from '../api/download-values-template';
import { usePreviewSegmentValues } from '../api/preview-segment-values';
import { formatCount } from '../format';
import { ValuesPreview } from './values-preview';

/** The preview on screen, and whether it was taken again because the commit was refused. */
interface Previewed {
  preview: SegmentValuesPreview;
  afterRefusal: boolean;
}

/**
 * The values file: the template, the file, its preview and the commit, as the slot import does
 * it. A file is always previewed before it is committed, and committed as the same bytes; choosing
 * another file drops the preview of the last one.
 */
export function ValuesUpload({ segment }: { segment: ManagedSegment }) {
  const { t } = useTranslation();
  const template = useDownloadValuesTemplate();
  const preview = usePreviewSegmentValues();
  const commit = useCommitSegmentValues();
  const [file, setFile] = useState<File | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreviewed(null);
  };

  const runPreview = async (afterRefusal: boolean) => {
    if (!file) return;
    // A failure is the query client's toast; the last preview, of this same file, stays.
    const result = await preview.mutateAsync({ segmentId: segment.id, file }).catch(() => null);
    if (result) setPreviewed({ preview: result, afterRefusal });
  };

  const runCommit = async () => {
    if (!file) return;
    let result: SegmentValuesCommit;
    try {
      result = await commit.mutateAsync({ segmentId: segment.id, file });
    } catch (error) {
      // The file has errors as the server reads it now: show why.
      if (isValuesRefused(error)) await runPreview(true);
      return;
    }
    showToast(
      'success',
      t('dataSales.preview.committed', { version: result.version.version, cells: formatCount(result.version.cells) }),
    );
    choose(null);
    chooseButton.current?.focus();
  };

  const downloading = useSendOnce(() => template.mutateAsync().catch(() => undefined));
  const previewing = useSendOnce(runPreview);
  const committing = useSendOnce(runCommit);
  const busy = previewing.busy || committing.busy;

  if (segment.status === 'WITHDRAWN') {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('dataSales.values.withdrawn')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('dataSales.values.lead')}
      </Typography>
      <SendButton variant="text" onClick={() => void downloading.run()} busy={downloading.busy} sx={{ alignSelf: 'flex-start' }}>
        {downloading.busy ? t('dataSales.values.downloadingTemplate') : t('dataSales.values.downloadTemplate')}
      </SendButton>
      <FilePicker file={file} onChange={choose} disabled={busy} buttonRef={chooseButton} />
      <SendButton
        variant="contained"
        onClick={() => void previewing.run(false)}
        busy={previewing.busy}
        disabled={!file || committing.busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {previewing.busy
          ? t('dataSales.values.previewing')
          : previewed
            ? t('dataSales.values.previewAgain')
            : t('dataSales.values.preview')}
      </SendButton>
      {previewed && (
        <ValuesPreview
          preview={previewed.preview}
          notice={previewed.afterRefusal ? `${t('errors.TGD00004')}${t('dataSales.preview.staleRefused')}` : null}
          committing={committing.busy}
          onCommit={() => void committing.run()}
        />
      )}
    </Stack>
  );
}
