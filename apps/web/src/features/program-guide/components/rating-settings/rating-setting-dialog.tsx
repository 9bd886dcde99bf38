import '../../catalogue';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  RATING_TYPES,
  type RatingType,
  ratingSettingSupported,
  SLOT_FIGURES,
  type SlotFigure,
  TARGETS,
  type Target,
} from '@tvcm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CmRatingSettingForm } from '../../search-conditions';
import type { RatingConfigFocusTarget } from '../../store';

interface RatingSettingDialogProps {
  open: boolean;
  value: CmRatingSettingForm;
  areaCode: string | null;
  focusTarget: RatingConfigFocusTarget | null;
  onSave: (next: CmRatingSettingForm) => void;
  onClose: () => void;
}

/** The rating settings: target, rating type and the figure on the slots. Only what the area offers can be chosen. */
export function RatingSettingDialog({ open, value, areaCode, focusTarget, onSave, onClose }: RatingSettingDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="rating-setting-title" maxWidth="xs" fullWidth>
      <DialogTitle id="rating-setting-title">{t('programGuide.rating.dialogTitle')}</DialogTitle>
      {/* A fresh draft each time the dialog opens. */}
      {open && (
        <RatingSettingFields value={value} areaCode={areaCode} focusTarget={focusTarget} onSave={onSave} onClose={onClose} />
      )}
    </Dialog>
  );
}

function RatingSettingFields({ value, areaCode, focusTarget, onSave, onClose }: Omit<RatingSettingDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const area = areaCode ?? undefined;
  const supported = ratingSettingSupported(draft.ratingType, draft.target, area);
  const reason = (type: RatingType, target: Target) =>
    ratingSettingSupported(type, target, area)
      ? null
      : type === 'pc7'
        ? t('programGuide.rating.unsupported.pc7')
        : t('programGuide.rating.unsupported.household4w');

  return (
    <>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('programGuide.rating.target')}
            value={draft.target}
            autoFocus={focusTarget === 'target' || focusTarget === null}
            onChange={(event) => setDraft({ ...draft, target: event.target.value as Target })}
          >
            {TARGETS.map((target) => (
              <MenuItem key={target} value={target} disabled={!ratingSettingSupported(draft.ratingType, target, area)}>
                {t(`programGuide.rating.targets.${target}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('programGuide.rating.ratingType')}
            value={draft.ratingType}
            autoFocus={focusTarget === 'ratingType'}
            onChange={(event) => setDraft({ ...draft, ratingType: event.target.value as RatingType })}
            helperText={supported ? undefined : reason(draft.ratingType, draft.target)}
            error={!supported}
          >
            {RATING_TYPES.map((type) => (
              <MenuItem key={type} value={type} disabled={!ratingSettingSupported(type, draft.target, area)}>
                {t(`programGuide.rating.ratingTypes.${type}`)}
                {reason(type, draft.target) && ` （${reason(type, draft.target)}）`}
              </MenuItem>
            ))}
          </TextField>
          <FormControl>
            <FormLabel id="rating-figure-label">{t('programGuide.rating.figure')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="rating-figure-label"
              value={draft.figure}
              onChange={(event) => setDraft({ ...draft, figure: event.target.value as SlotFigure })}
            >
              {SLOT_FIGURES.map((figure) => (
                <FormControlLabel
                  key={figure}
                  value={figure}
                  control={<Radio autoFocus={focusTarget === 'figure' && draft.figure === figure} />}
                  label={t(`programGuide.rating.figures.${figure}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('programGuide.rating.cancel')}</Button>
        <Button variant="contained" disabled={!supported} onClick={() => onSave(draft)}>
          {t('programGuide.rating.save')}
        </Button>
      </DialogActions>
    </>
  );
}
