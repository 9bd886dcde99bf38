import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { addDays, type ProgramGuideView } from '@tvcm/contracts';
import { useTranslation } from '../../../../lib/i18n';
import type { BusinessDate } from '../../search-conditions';
import { BusinessDatePicker } from './business-date-picker';

interface DateNavigationProps {
  view: ProgramGuideView;
  date: BusinessDate;
  onChange: (date: string) => void;
}

/** Tight enough that the three fit a phone's width (390 px less the menu rail and paddings). */
const STEP_BUTTON_SX = { minWidth: 0, px: 1, flexShrink: 0 } as const;

/** The day or week shown, and a step back or forward by one of them. */
export function DateNavigation({ view, date, onChange }: DateNavigationProps) {
  const { t } = useTranslation();
  const step = view === 'week' ? 7 : 1;
  return (
    <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        variant="outlined"
        disabled={!date}
        onClick={() => date && onChange(addDays(date, -step))}
        sx={STEP_BUTTON_SX}
      >
        {t(`programGuide.conditions.previous.${view}`)}
      </Button>
      <BusinessDatePicker label={t('programGuide.conditions.date')} value={date} onChange={(next) => next && onChange(next)} />
      <Button
        size="small"
        variant="outlined"
        disabled={!date}
        onClick={() => date && onChange(addDays(date, step))}
        sx={STEP_BUTTON_SX}
      >
        {t(`programGuide.conditions.next.${view}`)}
      </Button>
    </Stack>
  );
}
