import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

export interface DownloadButtonProps {
  /** What the button downloads (`Excelで保存`), and what it says while the file is being made. */
  label: string;
  pendingLabel: string;
  pending: boolean;
  onClick: () => void;
  startIcon?: ReactNode;
}

/** A button that downloads a file the server makes, showing that it works meanwhile; not printed. */
export function DownloadButton({ label, pendingLabel, pending, onClick, startIcon }: DownloadButtonProps) {
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={pending}
      data-print="hide"
      startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : startIcon}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
