import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { API_ERROR_CODES, DATA_RETURN_REASON_MAX_LENGTH, type DataPurchase, dataExaminationSchema } from '@tvcm/contracts';
import { type ReactNode, useId, useState } from 'react';
import { SendButton } from '../../../components/send-button';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { zodErrorMap } from '../../../lib/zod-error-map';
import { useExaminePurchase } from '../api/examine-purchase';
import { formatMonth, formatPoints } from '../format';

type Decision = 'approve' | 'return';

/**
 * Approves a purchase (the buyer is licensed and its points debited) or returns it with a reason
 * the buyer reads (its points are given back). Each button sends once; a purchase examined
 * meanwhile (TGD00002) or gone (TGD04002) is said here, and the list shows it as it now is.
 */
export function ExaminationDialog({ purchase, onClose }: { purchase: DataPurchase; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const examine = useExaminePurchase();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<'TGD00002' | 'TGD04002' | null>(null);

  const sending = useSendOnce(async (decision: Decision) => {
    const parsed = dataExaminationSchema.safeParse(decision === 'approve' ? { decision } : { decision, reason }, {
      error: zodErrorMap,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setReasonError(issue?.code === 'too_small' ? t('dataSales.examinations.dialog.reasonRequired') : (issue?.message ?? null));
      return;
    }
    setReasonError(null);
    try {
      await examine.mutateAsync({ purchaseId: purchase.id, examination: parsed.data });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === API_ERROR_CODES.dataPurchaseExamined || code === API_ERROR_CODES.dataPurchaseNotFound) setRefusal(code);
      return;
    }
    showToast(
      'success',
      t(decision === 'approve' ? 'dataSales.examinations.approved' : 'dataSales.examinations.returned', {
        buyer: purchase.buyer.name,
      }),
    );
    onClose();
  });

  const months =
    purchase.monthFrom === purchase.monthTo
      ? formatMonth(purchase.monthFrom)
      : t('dataSales.examinations.period', { from: formatMonth(purchase.monthFrom), to: formatMonth(purchase.monthTo) });
  const facts: [string, ReactNode][] = [
    [t('dataSales.examinations.dialog.buyer'), purchase.buyer.name],
    [t('dataSales.examinations.dialog.applicant'), purchase.applicant ?? t('dataSales.none')],
    [t('dataSales.examinations.dialog.appliedAt'), formatDateTime(purchase.appliedAt)],
    [t('dataSales.examinations.dialog.segment'), purchase.segment.name],
    [t('dataSales.examinations.dialog.areas'), purchase.areas.map((area) => area.areaName).join('、')],
    [t('dataSales.examinations.dialog.months'), months],
    [t('dataSales.examinations.dialog.points'), formatPoints(purchase.points)],
    [
      t('dataSales.examinations.dialog.purpose'),
      <Box key="purpose" sx={{ whiteSpace: 'pre-wrap' }}>
        {purchase.purpose}
      </Box>,
    ],
  ];

  return (
    <Dialog open onClose={sending.busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('dataSales.examinations.dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {refusal && <Alert severity="error">{`${t(`errors.${refusal}`)}${t('dataSales.refreshed')}`}</Alert>}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 2,
              rowGap: { xs: 0.25, sm: 1 },
              m: 0,
              typography: 'body2',
              '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
              '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
            }}
          >
            {facts.map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </Box>
            ))}
          </Box>
          {!refusal && (
            <TextField
              multiline
              minRows={3}
              size="small"
              label={t('dataSales.examinations.dialog.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={reasonError !== null}
              helperText={reasonError ?? t('dataSales.examinations.dialog.reasonHelp', { max: DATA_RETURN_REASON_MAX_LENGTH })}
              slotProps={{ htmlInput: { maxLength: DATA_RETURN_REASON_MAX_LENGTH } }}
              fullWidth
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {refusal ? (
          <Button onClick={onClose}>{t('dataSales.examinations.dialog.close')}</Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={sending.busy}>
              {t('dataSales.examinations.dialog.cancel')}
            </Button>
            <SendButton variant="outlined" color="error" busy={sending.busy} onClick={() => void sending.run('return')}>
              {t('dataSales.examinations.dialog.return')}
            </SendButton>
            <SendButton variant="contained" busy={sending.busy} onClick={() => void sending.run('approve')}>
              {t('dataSales.examinations.dialog.approve')}
            </SendButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
