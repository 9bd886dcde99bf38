import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { formatFileSize } from '../lib/format-count';
import type { ImportFlow } from '../lib/use-import-flow';
import { useSendOnce } from '../lib/use-send-once';
import { FilePicker } from './file-picker';
import { SendButton } from './send-button';

interface ImportFileControlsProps {
  flow: ImportFlow;
  downloadTemplate: () => Promise<unknown>;
  /** The feature's words: the template link, the too-large message (given the limit) and the preview button's states. */
  labels: {
    downloadTemplate: string;
    downloadingTemplate: string;
    fileTooLarge: (size: string) => string;
    preview: string;
    previewing: string;
    previewAgain: string;
  };
}

/** The template, the file and the preview button of an import, as every station import lays them out. */
export function ImportFileControls({ flow, downloadTemplate, labels }: ImportFileControlsProps) {
  const downloading = useSendOnce(() => downloadTemplate().catch(() => undefined));
  return (
    <Stack spacing={2}>
      <SendButton variant="text" onClick={() => void downloading.run()} busy={downloading.busy} sx={{ alignSelf: 'flex-start' }}>
        {downloading.busy ? labels.downloadingTemplate : labels.downloadTemplate}
      </SendButton>
      <FilePicker file={flow.file} onChange={flow.choose} disabled={flow.busy} buttonRef={flow.chooseButton} />
      {flow.tooLarge && <Alert severity="error">{labels.fileTooLarge(formatFileSize(flow.maxBytes))}</Alert>}
      <SendButton
        variant="contained"
        onClick={() => void flow.previewing.run()}
        busy={flow.previewing.busy}
        disabled={!flow.file || flow.tooLarge || flow.committing.busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {flow.previewing.busy ? labels.previewing : flow.previewed ? labels.previewAgain : labels.preview}
      </SendButton>
    </Stack>
  );
}
