import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { REVIEW_CHECKS } from '@tvcm/contracts';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useTradeService } from '../../../lib/trade-service';
import type { ReviewValues } from '../review-form';

/**
 * The five checks of the station's review (DOMAIN.md step 3), saved with the decisions. A streaming
 * reception names them as its trade does them (業態考査, 素材考査, the delivery window), under the same keys.
 */
export function ReviewChecklistFields({ control, disabled }: { control: Control<ReviewValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const checks = useTradeService() === 'CU' ? 'streamingChecks' : 'checks';
  return (
    <FormControl component="fieldset" disabled={disabled} aria-describedby={hintId}>
      <FormLabel component="legend" sx={{ typography: 'subtitle1', fontWeight: 600, color: 'text.primary' }}>
        {t('bookings.review.checklistHeading')}
      </FormLabel>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {t('bookings.review.checklistHint')}
      </FormHelperText>
      <FormGroup row sx={{ columnGap: 2 }}>
        {REVIEW_CHECKS.map((check) => (
          <Controller
            key={check}
            control={control}
            name={`checklist.${check}`}
            render={({ field }) => (
              <FormControlLabel
                label={t(`bookings.review.${checks}.${check}`)}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    name={field.name}
                  />
                }
              />
            )}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
