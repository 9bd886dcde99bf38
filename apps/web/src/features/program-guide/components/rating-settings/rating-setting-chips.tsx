import '../../catalogue';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import { useTranslation } from '../../../../lib/i18n';
import type { CmRatingSettingForm } from '../../search-conditions';
import type { RatingConfigFocusTarget } from '../../store';
import { useRatingLabels } from './rating-labels';

export interface RatingSettingChipsProps {
  value: CmRatingSettingForm;
  ratingsAreEstimates: boolean;
  onOpen: (focusTarget: RatingConfigFocusTarget) => void;
  /** The licensed segment's name when one is the target (`value.segment`). */
  segmentName?: string | null;
}

const FIELDS: readonly RatingConfigFocusTarget[] = ['target', 'ratingType', 'figure'];

/**
 * Whose ratings the slots show, as chips above the results. Each chip opens the dialog on its own
 * field, so changing the target is one click and one choice.
 */
export function RatingSettingChips({ value, ratingsAreEstimates, onOpen, segmentName }: RatingSettingChipsProps) {
  const { t } = useTranslation();
  const labels = useRatingLabels();
  const noteId = useId();
  const shownValue = (field: RatingConfigFocusTarget) =>
    field === 'target'
      ? value.segment && segmentName
        ? segmentName
        : labels.target(value.target)
      : field === 'ratingType'
        ? labels.ratingType(value.ratingType)
        : labels.figure(value.figure);

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={t('programGuide.rating.label')}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      {FIELDS.map((field) => {
        const text = { field: labels.chipField(field), value: shownValue(field) };
        return (
          <Chip
            key={field}
            variant="outlined"
            color="primary"
            size="small"
            label={t('programGuide.rating.chip', text)}
            aria-label={t('programGuide.rating.chipAction', text)}
            onClick={() => onOpen(field)}
          />
        );
      })}
      {ratingsAreEstimates && (
        // Focusable, so keyboard users reach the explanation too; the description is always in the DOM.
        <Tooltip title={t('programGuide.rating.estimatesNote')} describeChild>
          <Chip size="small" variant="filled" label={t('programGuide.rating.estimates')} tabIndex={0} aria-describedby={noteId} />
        </Tooltip>
      )}
      {ratingsAreEstimates && <VisuallyHidden id={noteId}>{t('programGuide.rating.estimatesNote')}</VisuallyHidden>}
    </Stack>
  );
}
