import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useSendOnce } from '../lib/use-send-once';

export interface DownloadButtonProps {
  /** What the button downloads (`Excelで保存`), and what it says while the file is being made. */
  label: string;
  pendingLabel: string;
  /**
   * Starts the download and settles when it is done (a mutation's `mutateAsync`); the button is
   * busy until then. A failure is reported by whoever made the request (the mutation cache's toast).
   */
  onClick: () => Promise<unknown> | undefined;
  startIcon?: ReactNode;
}

/**
 * A button that downloads a file the server makes, showing that it works meanwhile; not printed.
 * The second click of a double click makes no second file.
 */
export function DownloadButton({ label, pendingLabel, onClick, startIcon }: DownloadButtonProps) {
  const sending = useSendOnce(() => onClick()?.catch(() => undefined));
  return (
    <Button
      variant="outlined"
      onClick={() => void sending.run()}
      disabled={sending.busy}
      aria-busy={sending.busy || undefined}
      data-print="hide"
      startIcon={sending.busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : startIcon}
    >
      {sending.busy ? pendingLabel : label}
    </Button>
  );
}
