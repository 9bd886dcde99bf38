import '../../catalogue';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { CmRatingSettingForm } from '../../search-conditions';
import type { RatingConfigFocusTarget } from '../../store';

interface RatingSettingChipsProps {
  value: CmRatingSettingForm;
  ratingsAreEstimates: boolean;
  onOpen: (focusTarget: RatingConfigFocusTarget) => void;
}

/** Whose ratings the slots show, as chips above the results; each opens the dialog on its own field. */
export function RatingSettingChips({ value, ratingsAreEstimates, onOpen }: RatingSettingChipsProps) {
  const { t } = useTranslation();
  const chips: { field: RatingConfigFocusTarget; value: string }[] = [
    { field: 'target', value: t(`programGuide.rating.targets.${value.target}`) },
    { field: 'ratingType', value: t(`programGuide.rating.ratingTypes.${value.ratingType}`) },
    { field: 'figure', value: t(`programGuide.rating.figures.${value.figure}`) },
  ];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {chips.map((chip) => (
        <Chip
          key={chip.field}
          variant="outlined"
          color="primary"
          size="small"
          label={t('programGuide.rating.chip', { field: t(`programGuide.rating.${chip.field}`), value: chip.value })}
          onClick={() => onOpen(chip.field)}
        />
      ))}
      {ratingsAreEstimates && (
        <Tooltip title={t('programGuide.rating.estimatesNote')}>
          <Chip
            size="small"
            label={t('programGuide.rating.estimates')}
            aria-description={t('programGuide.rating.estimatesNote')}
          />
        </Tooltip>
      )}
    </Stack>
  );
}
