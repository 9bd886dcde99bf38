import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type CartFigureQuery,
  RATING_TYPES,
  type RatingType,
  ratingSettingSupported,
  TARGETS,
  type Target,
} from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

export interface CartFigureChoiceProps {
  value: CartFigureQuery;
  /** The cart's area, which decides whether P+C7 is offered; null for an empty cart (any). */
  areaCode: string | null;
  onChange: (figures: CartFigureQuery) => void;
}

/**
 * Whose ratings the cart's figures are for: the target and the rating type, as the program guide
 * chooses them. A choice the area or the other field rules out stays listed, disabled, with why.
 */
export function CartFigureChoice({ value, areaCode, onChange }: CartFigureChoiceProps) {
  const { t } = useTranslation();
  const reason = (ratingType: RatingType, target: Target): string | null => {
    if (ratingSettingSupported(ratingType, target, areaCode ?? undefined)) return null;
    return ratingType === 'household4w' ? t('carts.figures.unsupported.household4w') : t('carts.figures.unsupported.pc7');
  };
  const changeTarget = (target: Target) =>
    // A target the rating type does not cover keeps the target and falls back to real-time.
    onChange({ target, ratingType: reason(value.ratingType, target) === null ? value.ratingType : 'realtime' });

  return (
    <Stack direction="row" spacing={2} useFlexGap role="group" aria-label={t('carts.figures.label')} sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('carts.figures.target')}
        value={value.target}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { renderValue: (target) => t(`carts.targets.${target as Target}`) } }}
        onChange={(event) => changeTarget(event.target.value as Target)}
      >
        {TARGETS.map((target) => choiceItem(target, t(`carts.targets.${target}`), reason(value.ratingType, target)))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('carts.figures.ratingType')}
        value={value.ratingType}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { renderValue: (type) => t(`carts.ratingTypes.${type as RatingType}`) } }}
        onChange={(event) => onChange({ ...value, ratingType: event.target.value as RatingType })}
      >
        {RATING_TYPES.map((type) => choiceItem(type, t(`carts.ratingTypes.${type}`), reason(type, value.target)))}
      </TextField>
    </Stack>
  );
}

/** A plain function, not a component: MUI's Select reads its MenuItem children. */
function choiceItem(value: string, label: string, reason: string | null) {
  return (
    <MenuItem key={value} value={value} disabled={reason !== null}>
      <ListItemText primary={label} secondary={reason} slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }} />
    </MenuItem>
  );
}
