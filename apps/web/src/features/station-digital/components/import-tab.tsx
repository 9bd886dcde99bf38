import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DIGITAL_IMPORT_COLUMNS,
  type DigitalImportCommit,
  type DigitalImportPreview,
  type DigitalProductKind,
  SLOT_IMPORT_MAX_BYTES,
} from '@tvcm/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { FilePicker } from '../../../components/file-picker';
import { SendButton } from '../../../components/send-button';
import { TabSection } from '../../../components/tab-section';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { isImportRefused, useCommitDigitalImport } from '../api/commit-digital-import';
import { useDownloadDigitalTemplate } from '../api/download-digital-template';
import { usePreviewDigitalImport } from '../api/preview-digital-import';
import { formatCount, formatFileSize } from '../format';
import { ImportPreview } from './import-preview';

/** CSV as Excel and other tools save it, and Excel workbooks. */

interface Previewed {
  preview: DigitalImportPreview;
  afterRefusal: boolean;
}

/**
 * The import of a kind's file: the template, the file, its preview and the commit (the TV slot
 * import's flow). A file is always previewed before it is committed, and committed as the same
 * bytes; choosing another file drops the preview of the last one.
 */
export function ImportTab({ kind }: { kind: DigitalProductKind }) {
  const { t } = useTranslation();
  const template = useDownloadDigitalTemplate(kind);
  const preview = usePreviewDigitalImport(kind);
  const commit = useCommitDigitalImport(kind);
  const [file, setFile] = useState<File | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [imports, setImports] = useState(0);
  useEffect(() => {
    if (imports > 0) chooseButton.current?.focus();
  }, [imports]);
  const tooLarge = file !== null && file.size > SLOT_IMPORT_MAX_BYTES;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreviewed(null);
  };

  const takePreview = async (afterRefusal: boolean) => {
    if (!file) return;
    // A failure is the query client's toast; the last preview, of this same file, stays.
    const result = await preview.mutateAsync(file).catch(() => null);
    if (result) setPreviewed({ preview: result, afterRefusal });
  };
  const previewOnce = useSendOnce(() => takePreview(false));

  const commitOnce = useSendOnce(async () => {
    setConfirming(false);
    if (!file) return;
    let result: DigitalImportCommit;
    try {
      result = await commit.mutateAsync(file);
    } catch (error) {
      // The products changed since the preview and the file no longer applies: show why, as it is now.
      if (isImportRefused(error)) await takePreview(true);
      return;
    }
    showToast(
      result.entry ? 'success' : 'info',
      result.entry
        ? t('stationDigital.committed', {
            created: formatCount(result.counts.created),
            changed: formatCount(result.counts.changed),
          })
        : t('stationDigital.committedNothing'),
    );
    choose(null);
    setImports((count) => count + 1);
  });

  const busy = previewOnce.busy || commitOnce.busy;
  return (
    <Stack spacing={3}>
      <TabSection heading={t('stationDigital.import.heading')}>
        <Stack spacing={3}>
          <ImportGuide kind={kind} />
          <Stack spacing={2}>
            <Button
              variant="text"
              onClick={() => template.mutate()}
              disabled={template.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {template.isPending ? t('stationDigital.import.downloadingTemplate') : t('stationDigital.import.downloadTemplate')}
            </Button>
            <FilePicker file={file} onChange={choose} disabled={busy} buttonRef={chooseButton} />
            {tooLarge && (
              <Alert severity="error">
                {t('stationDigital.import.fileTooLarge', { size: formatFileSize(SLOT_IMPORT_MAX_BYTES) })}
              </Alert>
            )}
            <SendButton
              variant="contained"
              busy={previewOnce.busy}
              onClick={() => void previewOnce.run()}
              disabled={!file || tooLarge || commitOnce.busy}
              sx={{ alignSelf: 'flex-start' }}
            >
              {previewOnce.busy
                ? t('stationDigital.import.previewing')
                : previewed
                  ? t('stationDigital.import.previewAgain')
                  : t('stationDigital.import.preview')}
            </SendButton>
          </Stack>
        </Stack>
      </TabSection>
      {previewed && (
        <ImportPreview
          kind={kind}
          preview={previewed.preview}
          notice={previewed.afterRefusal ? t('stationDigital.preview.staleRefused') : null}
          committing={commitOnce.busy}
          onCommit={() => setConfirming(true)}
        />
      )}
      {confirming && previewed && (
        <CommitDialog preview={previewed.preview} onConfirm={() => void commitOnce.run()} onClose={() => setConfirming(false)} />
      )}
    </Stack>
  );
}

/** The template's columns in order, and the rules an import keeps. */
function ImportGuide({ kind }: { kind: DigitalProductKind }) {
  const { t } = useTranslation();
  const rules = [
    'encoding',
    'matching',
    ...(kind === 'STREAMING' ? (['impressions'] as const) : []),
    'protected',
    'allOrNothing',
  ] as const;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">{t('stationDigital.import.guideIntro')}</Typography>
      <Box
        component="ol"
        aria-label={t('stationDigital.import.guideColumnsLabel')}
        sx={{
          m: 0,
          pl: 3,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(14em, 1fr))',
          columnGap: 4,
          rowGap: 0.5,
          typography: 'body2',
        }}
      >
        {DIGITAL_IMPORT_COLUMNS[kind].map((column) => (
          <li key={column.key}>{column.header}</li>
        ))}
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', color: 'text.secondary' }}>
        {rules.map((rule) => (
          <li key={rule}>{t(`stationDigital.import.rules.${rule}`)}</li>
        ))}
      </Box>
    </Stack>
  );
}

interface CommitDialogProps {
  preview: DigitalImportPreview;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before the file is applied: it changes what buyers see and can apply for at once. */
function CommitDialog({ preview, onConfirm, onClose }: CommitDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('stationDigital.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {t('stationDigital.confirm.message', {
            fileName: preview.fileName,
            created: formatCount(preview.counts.created),
            changed: formatCount(preview.counts.changed),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('stationDigital.confirm.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('stationDigital.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
