import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Ref, useId, useRef } from 'react';
import { formatFileSize } from '../lib/format-count';
import { useTranslation } from '../lib/i18n';

interface FilePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** The choose button, for the page to return the focus to once a file has been imported. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** CSV as Excel and other tools save it, and Excel workbooks. */
const FILE_TYPES = ['.csv', 'text/csv', '.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].join(',');

/**
 * Chooses the CSV or Excel file of an import (CM枠, 配信サービス, デジタル1day): a button opens the browser's file dialog (the input itself is not drawn,
 * its look cannot be styled), and the chosen file's name and size are shown beside it.
 */
export function FilePicker({ file, onChange, disabled, buttonRef }: FilePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const chosenId = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
      <input
        ref={input}
        type="file"
        accept={FILE_TYPES}
        hidden
        aria-label={t('common.filePicker.inputLabel')}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // Choosing the same file again (after fixing it in Excel) must count as a change too.
          event.target.value = '';
        }}
      />
      <Button
        ref={buttonRef}
        variant="outlined"
        disabled={disabled}
        aria-describedby={chosenId}
        onClick={() => input.current?.click()}
        sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
      >
        {t('common.filePicker.choose')}
      </Button>
      <Typography id={chosenId} variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>
        {file ? t('common.filePicker.chosen', { name: file.name, size: formatFileSize(file.size) }) : t('common.filePicker.none')}
      </Typography>
    </Stack>
  );
}
