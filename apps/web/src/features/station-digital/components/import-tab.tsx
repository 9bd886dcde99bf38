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
} from '@tvcm/contracts';
import { useId } from 'react';
import { ImportFileControls } from '../../../components/import-file-controls';
import { TabSection } from '../../../components/tab-section';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useImportFlow } from '../../../lib/use-import-flow';
import { isImportRefused, useCommitDigitalImport } from '../api/commit-digital-import';
import { useDownloadDigitalTemplate } from '../api/download-digital-template';
import { usePreviewDigitalImport } from '../api/preview-digital-import';
import { formatCount } from '../format';
import { ImportPreview } from './import-preview';

/**
 * The import of a kind's file: the template, the file, its preview and the commit (the TV slot
 * import's flow, lib/use-import-flow). A refused commit means the products changed since the
 * preview and the file no longer applies: it shows why.
 */
export function ImportTab({ kind }: { kind: DigitalProductKind }) {
  const { t } = useTranslation();
  const template = useDownloadDigitalTemplate(kind);
  const preview = usePreviewDigitalImport(kind);
  const commit = useCommitDigitalImport(kind);
  const flow = useImportFlow({
    preview: preview.mutateAsync,
    commit: commit.mutateAsync,
    isRefused: isImportRefused,
    onCommitted: (result: DigitalImportCommit) =>
      showToast(
        result.entry ? 'success' : 'info',
        result.entry
          ? t('stationDigital.committed', {
              created: formatCount(result.counts.created),
              changed: formatCount(result.counts.changed),
            })
          : t('stationDigital.committedNothing'),
      ),
  });
  const { previewed } = flow;
  return (
    <Stack spacing={3}>
      <TabSection heading={t('stationDigital.import.heading')}>
        <Stack spacing={3}>
          <ImportGuide kind={kind} />
          <ImportFileControls
            flow={flow}
            downloadTemplate={template.mutateAsync}
            labels={{
              downloadTemplate: t('stationDigital.import.downloadTemplate'),
              downloadingTemplate: t('stationDigital.import.downloadingTemplate'),
              fileTooLarge: (size) => t('stationDigital.import.fileTooLarge', { size }),
              preview: t('stationDigital.import.preview'),
              previewing: t('stationDigital.import.previewing'),
              previewAgain: t('stationDigital.import.previewAgain'),
            }}
          />
        </Stack>
      </TabSection>
      {previewed && (
        <ImportPreview
          kind={kind}
          preview={previewed.preview}
          notice={previewed.afterRefusal ? t('stationDigital.preview.staleRefused') : null}
          committing={flow.committing.busy}
          onCommit={flow.askToCommit}
        />
      )}
      {flow.confirming && previewed && (
        <CommitDialog preview={previewed.preview} onConfirm={() => void flow.committing.run()} onClose={flow.cancelCommit} />
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
