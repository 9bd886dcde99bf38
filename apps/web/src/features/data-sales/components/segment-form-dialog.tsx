import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type ManagedSegment,
  SEGMENT_DEFINITION_MAX_LENGTH,
  SEGMENT_METHODS,
  SEGMENT_MIN_PANEL_DEFAULT,
  SEGMENT_NAME_MAX_LENGTH,
  SEGMENT_PREVIEW_CELLS_MAX,
  type SegmentInput,
  segmentInputSchema,
} from '@tvcm/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useSaveSegment } from '../api/save-segment';
import { type SegmentRefusalCode, segmentRefusal } from '../api/segment-refusal';
import { defaultValuesOf, numberOf, type SegmentFormValues, segmentFormErrorMap } from '../segment-form';
import { SegmentAreasField } from './segment-areas-field';

interface SegmentFormDialogProps {
  /** The segment to edit, or null for a new one. */
  segment: ManagedSegment | null;
  onClose: () => void;
  /** After a save: the segment as the server now has it. */
  onSaved: (segment: ManagedSegment) => void;
}

/** Registers a segment (a draft) or edits one: the contract's rules, said in Japanese before anything is sent. */
export function SegmentFormDialog({ segment, onClose, onSaved }: SegmentFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveSegment();
  const [refused, setRefused] = useState<SegmentRefusalCode | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SegmentFormValues, unknown, SegmentInput>({
    defaultValues: defaultValuesOf(segment),
    resolver: zodResolver(segmentInputSchema, { error: segmentFormErrorMap }) as never,
  });

  const sending = useSendOnce(
    handleSubmit(async (input) => {
      let saved: ManagedSegment;
      try {
        saved = await save.mutateAsync({ segmentId: segment?.id ?? null, input });
      } catch (error) {
        // Other failures are the query client's toast; the form stays as typed.
        const refusal = segmentRefusal(error);
        if (refusal) setRefused(refusal.code);
        return;
      }
      showToast('success', t(segment ? 'dataSales.form.saved' : 'dataSales.form.created', { name: saved.name }));
      onSaved(saved);
    }),
  );

  const numberField = (name: 'sampleSize' | 'pricePoints' | 'previewCells' | 'minPanelCount', label: string, help?: string) => {
    const field = register(name, { setValueAs: numberOf });
    const error = errors[name]?.message;
    return (
      <TextField
        {...field}
        inputRef={field.ref}
        required
        size="small"
        label={label}
        error={error !== undefined}
        helperText={error ?? help}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        fullWidth
      />
    );
  };
  const monthField = (name: 'coverageFrom' | 'coverageTo', label: string) => {
    const field = register(name);
    const error = errors[name]?.message;
    return (
      <TextField
        {...field}
        inputRef={field.ref}
        required
        type="month"
        size="small"
        label={label}
        error={error !== undefined}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { placeholder: '2027-01' } }}
        fullWidth
      />
    );
  };
  const nameField = register('name');
  const definitionField = register('definition');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t(segment ? 'dataSales.form.editTitle' : 'dataSales.form.createTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={sending.submit} sx={{ display: 'contents' }}>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {refused && <Alert severity="error">{`${t(`errors.${refused}`)}${t('dataSales.refreshed')}`}</Alert>}
            <TextField
              {...nameField}
              inputRef={nameField.ref}
              required
              size="small"
              label={t('dataSales.form.name')}
              error={errors.name !== undefined}
              helperText={errors.name?.message}
              slotProps={{ htmlInput: { maxLength: SEGMENT_NAME_MAX_LENGTH, autoComplete: 'off' } }}
              autoFocus
              fullWidth
            />
            <TextField
              {...definitionField}
              inputRef={definitionField.ref}
              required
              multiline
              minRows={3}
              size="small"
              label={t('dataSales.form.definition')}
              error={errors.definition !== undefined}
              helperText={
                errors.definition?.message ?? t('dataSales.form.definitionHelp', { max: SEGMENT_DEFINITION_MAX_LENGTH })
              }
              fullWidth
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <Controller
                control={control}
                name="method"
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    required
                    size="small"
                    label={t('dataSales.form.method')}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    fullWidth
                  >
                    {SEGMENT_METHODS.map((method) => (
                      <option key={method} value={method}>
                        {t(`targetDataTerms.methods.${method}`)}
                      </option>
                    ))}
                  </TextField>
                )}
              />
              {numberField('sampleSize', t('dataSales.form.sampleSize'))}
              {monthField('coverageFrom', t('dataSales.form.coverageFrom'))}
              {monthField('coverageTo', t('dataSales.form.coverageTo'))}
              {numberField('pricePoints', t('dataSales.form.pricePoints'))}
              {numberField(
                'previewCells',
                t('dataSales.form.previewCells'),
                t('dataSales.form.previewCellsHelp', { max: SEGMENT_PREVIEW_CELLS_MAX }),
              )}
              {numberField(
                'minPanelCount',
                t('dataSales.form.minPanelCount'),
                t('dataSales.form.minPanelCountHelp', { default: SEGMENT_MIN_PANEL_DEFAULT }),
              )}
            </Box>
            <Controller
              control={control}
              name="areas"
              render={({ field }) => (
                <SegmentAreasField
                  value={field.value}
                  onChange={field.onChange}
                  known={segment?.areas ?? []}
                  error={errors.areas?.message ?? errors.areas?.root?.message}
                  universeErrors={(errors.areas ?? []) as readonly ({ universe?: { message?: string } } | undefined)[]}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending.busy}>
            {t('dataSales.form.cancel')}
          </Button>
          <SendButton type="submit" variant="contained" busy={sending.busy}>
            {sending.busy ? t('dataSales.form.saving') : t('dataSales.form.save')}
          </SendButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
