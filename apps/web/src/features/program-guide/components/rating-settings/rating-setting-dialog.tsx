import '../../catalogue';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type AnswerSegment,
  RATING_TYPES,
  type RatingType,
  SLOT_FIGURES,
  type SlotFigure,
  TARGETS,
  type Target,
} from '@tvcm/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { CmRatingSettingForm } from '../../search-conditions';
import type { RatingConfigFocusTarget } from '../../store';
import { useRatingLabels } from './rating-labels';

export interface RatingSettingDialogProps {
  open: boolean;
  value: CmRatingSettingForm;
  areaCode: string | null;
  focusTarget: RatingConfigFocusTarget | null;
  onSave: (next: CmRatingSettingForm) => void;
  onClose: () => void;
  /** The target data segments the company holds a licence for, offered as targets after the demographics. */
  segments?: readonly AnswerSegment[];
}

// The target field's values: a demographic by its name, a licensed segment by its id.
const SEGMENT_PREFIX = 'segment:';
const targetValueOf = (setting: CmRatingSettingForm) =>
  setting.segment ? `${SEGMENT_PREFIX}${setting.segment}` : setting.target;

/**
 * The rating settings: target, rating type and the figure on the slots. A combination the area
 * does not offer stays visible but disabled, with the reason, so the user learns why.
 */
export function RatingSettingDialog({
  open,
  value,
  areaCode,
  focusTarget,
  onSave,
  onClose,
  segments = [],
}: RatingSettingDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('programGuide.rating.dialogTitle')}</DialogTitle>
      {/* Mounted only while open: each opening starts a fresh draft from the saved setting. */}
      {open && (
        <RatingSettingFields
          value={value}
          areaCode={areaCode}
          focusTarget={focusTarget}
          onSave={onSave}
          onClose={onClose}
          segments={segments}
        />
      )}
    </Dialog>
  );
}

function RatingSettingFields({
  value,
  areaCode,
  focusTarget,
  onSave,
  onClose,
  segments = [],
}: Omit<RatingSettingDialogProps, 'open'>) {
  const { t } = useTranslation();
  const labels = useRatingLabels();
  const figureLabelId = useId();
  const [draft, setDraft] = useState(value);
  const segmentChosen = Boolean(draft.segment);
  // A segment has one measure of its own: the rating type does not apply to it.
  const draftReason = segmentChosen ? null : labels.unsupportedReason(draft.ratingType, draft.target, areaCode);
  const segmentName = (id: number) => {
    const segment = segments.find((candidate) => candidate.id === id);
    return segment ? t('programGuide.rating.segmentChoice', segment) : String(id);
  };
  const chooseTarget = (chosen: string) => {
    const { segment: _segment, ...demographic } = draft;
    setDraft(
      chosen.startsWith(SEGMENT_PREFIX)
        ? { ...draft, segment: Number(chosen.slice(SEGMENT_PREFIX.length)) }
        : { ...demographic, target: chosen as Target },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!draftReason) onSave(draft);
      }}
    >
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            select
            size="small"
            label={labels.field('target')}
            value={targetValueOf(draft)}
            autoFocus={focusTarget === 'target' || focusTarget === null}
            slotProps={{
              select: {
                renderValue: (chosen) =>
                  String(chosen).startsWith(SEGMENT_PREFIX)
                    ? segmentName(Number(String(chosen).slice(SEGMENT_PREFIX.length)))
                    : labels.target(chosen as Target),
              },
            }}
            onChange={(event) => chooseTarget(event.target.value)}
          >
            {segments.length > 0 && <ListSubheader>{t('programGuide.rating.demographics')}</ListSubheader>}
            {TARGETS.map((target) =>
              choiceItem(target, labels.target(target), labels.unsupportedReason(draft.ratingType, target, areaCode)),
            )}
            {segments.length > 0 && <ListSubheader>{t('programGuide.rating.segments')}</ListSubheader>}
            {segments.map((segment) =>
              choiceItem(`${SEGMENT_PREFIX}${segment.id}`, t('programGuide.rating.segmentChoice', segment), null),
            )}
          </TextField>
          <TextField
            select
            size="small"
            label={labels.field('ratingType')}
            value={draft.ratingType}
            autoFocus={focusTarget === 'ratingType'}
            disabled={segmentChosen}
            error={draftReason !== null}
            helperText={segmentChosen ? t('programGuide.rating.segmentRatingType') : draftReason}
            slotProps={{ select: { renderValue: (type) => labels.ratingType(type as RatingType) } }}
            onChange={(event) => setDraft({ ...draft, ratingType: event.target.value as RatingType })}
          >
            {RATING_TYPES.map((type) =>
              choiceItem(type, labels.ratingType(type), labels.unsupportedReason(type, draft.target, areaCode)),
            )}
          </TextField>
          <FormControl>
            <FormLabel id={figureLabelId}>{labels.field('figure')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={figureLabelId}
              value={draft.figure}
              onChange={(event) => setDraft({ ...draft, figure: event.target.value as SlotFigure })}
            >
              {SLOT_FIGURES.map((figure) => (
                <FormControlLabel
                  key={figure}
                  value={figure}
                  // The checked radio is the group's tab stop, so it is the one to focus.
                  control={<Radio size="small" autoFocus={focusTarget === 'figure' && draft.figure === figure} />}
                  label={labels.figure(figure)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('programGuide.rating.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={draftReason !== null}>
          {t('programGuide.rating.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * A menu choice that, when the area or the other field rules it out, stays listed but disabled
 * with the reason. A plain function, not a component: MUI's Select reads its MenuItem children.
 */
function choiceItem(value: string, label: string, reason: string | null) {
  return (
    <MenuItem key={value} value={value} disabled={reason !== null}>
      <ListItemText primary={label} secondary={reason} slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }} />
    </MenuItem>
  );
}
