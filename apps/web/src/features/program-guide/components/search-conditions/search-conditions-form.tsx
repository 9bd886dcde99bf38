import '../../catalogue';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Area, ProgramGuideView } from '@tvcm/contracts';
import { useTranslation } from '../../../../lib/i18n';
import { currentSalesWindow, type SearchConditionForm } from '../../search-conditions';
import { DateNavigation } from './date-navigation';
import { DetailConditions } from './detail-conditions';
import { SalesPeriodFields } from './sales-period-fields';
import { StationChoice } from './station-choice';

export interface SearchConditionsFormProps {
  areas: Area[];
  value: SearchConditionForm;
  isSetManuallySalesPeriod: boolean;
  /** `yyyy-MM-dd` in JST. */
  today: string;
  onChange: (next: SearchConditionForm, options?: { salesPeriodSetManually?: boolean }) => void;
  /** Default true. The slot-list pages search a span of days over every area, so they hide the view and the date navigation. */
  showView?: boolean;
}

/** The week view shows one station: the one chosen if it is in the area, else the area's first. */
function weekStation(area: Area | undefined, stationIds: number[]): number[] {
  const kept = stationIds.find((id) => area?.stations.some((station) => station.id === id));
  if (kept !== undefined) return [kept];
  const first = area?.stations[0];
  return first ? [first.id] : [];
}

/**
 * The search conditions (SPEC.md §3 `searchConditionForm`), controlled: every change hands the
 * whole next form up at once, and the page state decides what the change undoes (SPEC.md §8).
 */
export function SearchConditionsForm({
  areas,
  value,
  isSetManuallySalesPeriod,
  today,
  onChange,
  showView = true,
}: SearchConditionsFormProps) {
  const { t } = useTranslation();
  const area = areas.find((candidate) => candidate.code === value.area);
  const view = showView ? value.view : 'day';

  const changeArea = (code: string) => {
    const next = areas.find((candidate) => candidate.code === code);
    const kept = value.stationIds.filter((id) => next?.stations.some((station) => station.id === id));
    onChange({ ...value, area: next?.code ?? null, stationIds: view === 'week' ? weekStation(next, kept) : kept });
  };
  // The week's one station came from the week view's need for one; the day view is all stations again.
  const changeView = (next: ProgramGuideView) =>
    onChange({ ...value, view: next, stationIds: next === 'week' ? weekStation(area, value.stationIds) : [] });

  return (
    <Stack spacing={1.5} role="search" aria-label={t('programGuide.conditions.label')}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('programGuide.conditions.area')}
          value={value.area ?? ''}
          onChange={(event) => changeArea(event.target.value)}
          sx={{ minWidth: 140 }}
        >
          {!showView && <MenuItem value="">{t('programGuide.conditions.allAreas')}</MenuItem>}
          {areas.map((candidate) => (
            <MenuItem key={candidate.code} value={candidate.code}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
        {showView && (
          <>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={value.view}
              aria-label={t('programGuide.conditions.view')}
              onChange={(_, next: ProgramGuideView | null) => next && next !== value.view && changeView(next)}
            >
              {(['day', 'week'] as const).map((option) => (
                <ToggleButton
                  key={option}
                  value={option}
                  title={t(`programGuide.conditions.viewHints.${option}`)}
                  sx={{ px: 1.5 }}
                >
                  {t(`programGuide.conditions.views.${option}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <DateNavigation view={value.view} date={value.date} onChange={(date) => onChange({ ...value, date })} />
          </>
        )}
        <FormControlLabel
          label={t('programGuide.conditions.onSaleOnly')}
          title={t('programGuide.conditions.onSaleOnlyHint')}
          sx={{ mr: 0 }}
          control={
            <Checkbox
              size="small"
              checked={value.onSaleOnly}
              onChange={(event) => onChange({ ...value, onSaleOnly: event.target.checked })}
            />
          }
        />
      </Stack>
      {area && (
        <StationChoice
          area={area}
          view={view}
          value={value.stationIds}
          onChange={(stationIds) => onChange({ ...value, stationIds })}
        />
      )}
      <Box>
        <DetailConditions
          value={value}
          salesPeriodSetManually={isSetManuallySalesPeriod}
          onChange={onChange}
          salesPeriod={
            <SalesPeriodFields
              shown={isSetManuallySalesPeriod ? value.salesPeriod : currentSalesWindow(value, today)}
              setManually={isSetManuallySalesPeriod}
              onSet={(salesPeriod) => onChange({ ...value, salesPeriod }, { salesPeriodSetManually: true })}
              onClear={() => onChange({ ...value, salesPeriod: [null, null] }, { salesPeriodSetManually: false })}
            />
          }
        />
      </Box>
    </Stack>
  );
}
