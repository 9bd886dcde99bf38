import '../../catalogue';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type Area, addDays, type ProgramGuideView } from '@tvcm/contracts';
import { useTranslation } from 'react-i18next';
import { currentSalesWindow, type SearchConditionForm } from '../../search-conditions';
import { BusinessDatePicker, JapaneseDatePickers } from './business-date-picker';
import { DetailConditions } from './detail-conditions';
import { StationChoice } from './station-choice';

export interface SearchConditionsFormProps {
  areas: Area[];
  value: SearchConditionForm;
  isSetManuallySalesPeriod: boolean;
  /** `yyyy-MM-dd` in JST. */
  today: string;
  onChange: (next: SearchConditionForm, options?: { salesPeriodSetManually?: boolean }) => void;
  /** The slot lists search every area and a span of days, so they hide the view and the day navigation. */
  showView?: boolean;
}

/**
 * The search conditions (SPEC.md §3 `searchConditionForm`), controlled: each change hands the
 * whole next form up, where the page state decides what a change undoes.
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
  const step = value.view === 'week' ? 7 : 1;
  const salesPeriod = isSetManuallySalesPeriod ? value.salesPeriod : currentSalesWindow(value, today);

  const changeArea = (code: string) => {
    const stations = areas.find((candidate) => candidate.code === code)?.stations ?? [];
    const kept = value.stationIds.filter((id) => stations.some((station) => station.id === id));
    const stationIds = value.view === 'week' && kept.length === 0 && stations[0] ? [stations[0].id] : kept;
    onChange({ ...value, area: code === '' ? null : code, stationIds });
  };
  const changeView = (view: ProgramGuideView) => {
    const first = area?.stations[0]?.id;
    const stationIds =
      view === 'week'
        ? value.stationIds.slice(0, 1).length
          ? value.stationIds.slice(0, 1)
          : first
            ? [first]
            : []
        : value.stationIds;
    onChange({ ...value, view, stationIds });
  };
  const setSalesPeriod = (index: 0 | 1, date: string | null) => {
    const next: [string | null, string | null] = [salesPeriod[0] ?? null, salesPeriod[1] ?? null];
    next[index] = date;
    onChange({ ...value, salesPeriod: next }, { salesPeriodSetManually: true });
  };

  return (
    <JapaneseDatePickers>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('programGuide.conditions.area')}
            value={value.area ?? ''}
            onChange={(event) => changeArea(event.target.value)}
            sx={{ minWidth: 160 }}
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
                onChange={(_, view: ProgramGuideView | null) => view && changeView(view)}
              >
                <ToggleButton value="day">{t('programGuide.conditions.views.day')}</ToggleButton>
                <ToggleButton value="week">{t('programGuide.conditions.views.week')}</ToggleButton>
              </ToggleButtonGroup>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={!value.date}
                  onClick={() => value.date && onChange({ ...value, date: addDays(value.date, -step) })}
                >
                  {t(`programGuide.conditions.previous.${value.view}`)}
                </Button>
                <BusinessDatePicker
                  label={t('programGuide.conditions.date')}
                  value={value.date}
                  onChange={(date) => date && onChange({ ...value, date })}
                />
                <Button
                  size="small"
                  variant="outlined"
                  disabled={!value.date}
                  onClick={() => value.date && onChange({ ...value, date: addDays(value.date, step) })}
                >
                  {t(`programGuide.conditions.next.${value.view}`)}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
        {area && (
          <StationChoice
            area={area}
            view={showView ? value.view : 'day'}
            value={value.stationIds}
            onChange={(stationIds) => onChange({ ...value, stationIds })}
          />
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <BusinessDatePicker
            label={t('programGuide.conditions.salesFrom')}
            value={salesPeriod[0] ?? null}
            onChange={(date) => setSalesPeriod(0, date)}
          />
          <BusinessDatePicker
            label={t('programGuide.conditions.salesTo')}
            value={salesPeriod[1] ?? null}
            minDate={salesPeriod[0] ?? undefined}
            onChange={(date) => setSalesPeriod(1, date)}
          />
          {isSetManuallySalesPeriod && (
            <Button
              size="small"
              onClick={() => onChange({ ...value, salesPeriod: [null, null] }, { salesPeriodSetManually: false })}
            >
              {t('programGuide.conditions.salesPeriodClear')}
            </Button>
          )}
        </Stack>
        <DetailConditions value={value} onChange={onChange} />
      </Stack>
    </JapaneseDatePickers>
  );
}
