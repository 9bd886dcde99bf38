import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n';
import type { BusinessDate } from '../../search-conditions';
import { BusinessDatePicker } from './business-date-picker';

interface SalesPeriodFieldsProps {
  /** What the pickers show: the period set by hand, or else the current sales window. */
  shown: readonly [BusinessDate, BusinessDate];
  setManually: boolean;
  onSet: (period: [BusinessDate, BusinessDate]) => void;
  onClear: () => void;
}

/**
 * The sales period as two date pickers (a range picker is not in the MIT part of MUI X). Left alone
 * they show the current sales window; setting either date makes the whole period the user's.
 */
export function SalesPeriodFields({ shown, setManually, onSet, onClear }: SalesPeriodFieldsProps) {
  const { t } = useTranslation();
  const [from, to] = shown;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={t('programGuide.conditions.salesPeriod')}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <BusinessDatePicker label={t('programGuide.conditions.salesFrom')} value={from} onChange={(date) => onSet([date, to])} />
      <Typography component="span" aria-hidden>
        〜
      </Typography>
      <BusinessDatePicker
        label={t('programGuide.conditions.salesTo')}
        value={to}
        minDate={from ?? undefined}
        onChange={(date) => onSet([from, date])}
      />
      {setManually ? (
        <Button size="small" aria-label={t('programGuide.conditions.salesPeriodClearLabel')} onClick={onClear}>
          {t('programGuide.conditions.salesPeriodClear')}
        </Button>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('programGuide.conditions.salesPeriodAuto')}
        </Typography>
      )}
    </Stack>
  );
}
