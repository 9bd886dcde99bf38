import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ResultLayout } from '../../../features/program-guide/store';
import { useTranslation } from '../../../lib/i18n';

/** Grid or list: the same search shown as the timetable or as a sortable table. */
export function ResultLayoutToggle({ value, onChange }: { value: ResultLayout; onChange: (layout: ResultLayout) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={t('programGuidePage.layout.label')}
      onChange={(_, next: ResultLayout | null) => next && onChange(next)}
    >
      <ToggleButton value="grid">{t('programGuidePage.layout.grid')}</ToggleButton>
      <ToggleButton value="list">{t('programGuidePage.layout.list')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
