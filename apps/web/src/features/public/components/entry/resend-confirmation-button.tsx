import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ResendConfirmationDialog } from './resend-confirmation-dialog';

/** 「確認メールが届かない場合」: opens the dialog that sends the confirmation mail again. */
export function ResendConfirmationButton({ email }: { email?: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="text"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{
          alignSelf: 'flex-start',
          px: 0,
          minWidth: 0,
          textDecoration: 'underline',
          '&:hover': { textDecoration: 'underline' },
        }}
      >
        {t('public.resend.open')}
      </Button>
      <ResendConfirmationDialog open={open} onClose={() => setOpen(false)} initialEmail={email} />
    </>
  );
}
