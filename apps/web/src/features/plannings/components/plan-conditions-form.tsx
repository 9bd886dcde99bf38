import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  ALL_WEEKDAYS,
  type AnswerSegment,
  type AreasResponse,
  BROADCAST_DAY_SECONDS,
  PLAN_GOALS,
  PLAN_PATTERNS,
  type PlanConditions,
  type PlanConditionsInput,
  RATING_TYPES,
  ratingSettingSupported,
  SLOT_KINDS,
  SLOT_LENGTHS,
  SLOT_POSITIONS,
  TARGETS,
} from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { defaultRatingType } from '../plan-conditions';

export type ConditionsForm = UseFormReturn<PlanConditionsInput, unknown, PlanConditions>;

const HOURS = Array.from({ length: 25 }, (_, index) => index + 5);
const secondsOfHour = (hour: number) => (hour - 5) * 3600;

/** A number field's text as the form's value: empty is null (no value, no cap). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

const GRID_SX = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 2, alignItems: 'start' };

interface PlanConditionsFormProps {
  form: ConditionsForm;
  areas: AreasResponse['areas'];
  /** The licence for streaming and 1-day products: the switch that includes them. */
  digitalAllowed: boolean;
  /** The target data segments the company holds a licence for, offered as targets after the demographics. */
  segments?: readonly AnswerSegment[];
}

// The target field's values: a demographic by its name, a licensed segment by its id.
const SEGMENT_PREFIX = 'segment:';

/**
 * What the plan is made for: area, period, audience, budget and goal, pattern, slot conditions
 * and caps (and, with digital planning, streaming and 1-day products). Validated by the
 * contract's schema when a button asks the server.
 */
export function PlanConditionsForm({ form, areas, digitalAllowed, segments = [] }: PlanConditionsFormProps) {
  const { t } = useTranslation();
  const {
    control,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const area = watch('area');
  const target = watch('target');
  const segment = watch('segment') ?? null;
  const goal = watch('goal');
  const pattern = watch('pattern');
  const includeDigital = watch('includeDigital');
  const stations = areas.find((candidate) => candidate.code === area)?.stations ?? [];
  const targetChoices = TARGETS.map((choice) => (
    <option key={choice} value={choice}>
      {t(`programGuide.rating.targets.${choice}`)}
    </option>
  ));

  const select = (
    name: 'area' | 'ratingType' | 'goal' | 'pattern',
    label: string,
    choices: ReactNode,
    onChosen?: (value: string) => void,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          size="small"
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChosen?.(event.target.value);
          }}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {choices}
        </TextField>
      )}
    />
  );

  const numberField = (
    name: 'budget' | 'goalValue' | 'caps.perDayBand' | 'caps.stationSharePercent' | 'caps.perProgramme' | 'tvSharePercent',
    label: string,
    helperText?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          type="number"
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(numberOrNull(event.target.value))}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 0, inputMode: 'numeric' } }}
        />
      )}
    />
  );

  const dateField = (name: 'dateFrom' | 'dateTo', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          type="date"
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );

  const nullableSelect = (
    name: 'position' | 'kind' | 'length' | 'timeFrom' | 'timeTo',
    label: string,
    choices: ReactNode,
    all?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          size="small"
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onBlur={field.onBlur}
          onChange={(event) => {
            const text = event.target.value;
            field.onChange(text === '' ? null : name === 'position' ? text : Number(text));
          }}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {all !== undefined && <option value="">{all}</option>}
          {choices}
        </TextField>
      )}
    />
  );

  const hours = (last: boolean) =>
    HOURS.filter((hour) => (last ? hour > 5 : hour < 29)).map((hour) => (
      <option key={hour} value={Math.min(secondsOfHour(hour), BROADCAST_DAY_SECONDS)}>
        {t('plannings.edit.hour', { hour })}
      </option>
    ));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={GRID_SX}>
        {select(
          'area',
          t('plannings.edit.fields.area'),
          areas.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          )),
          (chosen) => {
            // Stations belong to their area; P+C7 to 関東.
            setValue('stations', []);
            const ratingType = form.getValues('ratingType');
            if (!ratingSettingSupported(ratingType, form.getValues('target'), chosen)) {
              setValue('ratingType', defaultRatingType(form.getValues('target'), chosen));
            }
          },
        )}
        {dateField('dateFrom', t('plannings.edit.fields.dateFrom'))}
        {dateField('dateTo', t('plannings.edit.fields.dateTo'))}
        <TextField
          select
          size="small"
          label={t('plannings.edit.fields.target')}
          value={segment ? `${SEGMENT_PREFIX}${segment}` : target}
          onChange={(event) => {
            const chosen = event.target.value;
            if (chosen.startsWith(SEGMENT_PREFIX)) {
              setValue('segment', Number(chosen.slice(SEGMENT_PREFIX.length)), { shouldDirty: true });
              return;
            }
            const next = chosen as (typeof TARGETS)[number];
            setValue('segment', null, { shouldDirty: true });
            setValue('target', next, { shouldDirty: true });
            if (!ratingSettingSupported(form.getValues('ratingType'), next, area)) {
              setValue('ratingType', defaultRatingType(next, area));
            }
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {segments.length === 0 ? (
            targetChoices
          ) : (
            <>
              <optgroup label={t('programGuide.rating.demographics')}>{targetChoices}</optgroup>
              <optgroup label={t('programGuide.rating.segments')}>
                {segments.map((choice) => (
                  <option key={choice.id} value={`${SEGMENT_PREFIX}${choice.id}`}>
                    {t('programGuide.rating.segmentChoice', choice)}
                  </option>
                ))}
              </optgroup>
            </>
          )}
        </TextField>
        {select(
          'ratingType',
          t('plannings.edit.fields.ratingType'),
          RATING_TYPES.filter((choice) => ratingSettingSupported(choice, target, area)).map((choice) => (
            <option key={choice} value={choice}>
              {t(`programGuide.rating.ratingTypes.${choice}`)}
            </option>
          )),
        )}
        {numberField('budget', t('plannings.edit.fields.budget'))}
        {select(
          'goal',
          t('plannings.edit.fields.goal'),
          PLAN_GOALS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`plannings.goals.${choice}`)}
            </option>
          )),
          (chosen) => {
            if (chosen === 'maxGrp') setValue('goalValue', null);
          },
        )}
        {goal !== 'maxGrp' &&
          numberField(
            'goalValue',
            t(goal === 'grp' ? 'plannings.edit.fields.goalValueGrp' : 'plannings.edit.fields.goalValueReach'),
          )}
        {select(
          'pattern',
          t('plannings.edit.fields.pattern'),
          PLAN_PATTERNS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`plannings.patterns.${choice}`)}
            </option>
          )),
        )}
      </Box>
      {pattern === 'custom' && (
        <Box sx={GRID_SX}>
          <Controller
            control={control}
            name="weekdays"
            render={({ field }) => {
              const chosen = field.value ?? [];
              return (
                <FormControl component="fieldset" error={errors.pattern !== undefined} sx={{ gridColumn: '1 / -1' }}>
                  <FormLabel component="legend" sx={{ typography: 'body2' }}>
                    {t('plannings.edit.fields.weekdays')}
                  </FormLabel>
                  <FormGroup row>
                    {ALL_WEEKDAYS.map((day) => (
                      <FormControlLabel
                        key={day}
                        label={t(`plannings.weekdays.${day}`)}
                        control={
                          <Checkbox
                            size="small"
                            checked={chosen.includes(day)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...chosen, day].sort((a, b) => a - b)
                                  : chosen.filter((other) => other !== day),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {errors.pattern && <FormHelperText>{t('plannings.edit.customBand')}</FormHelperText>}
                </FormControl>
              );
            }}
          />
          {nullableSelect('timeFrom', t('plannings.edit.fields.timeFrom'), hours(false), '')}
          {nullableSelect('timeTo', t('plannings.edit.fields.timeTo'), hours(true), '')}
        </Box>
      )}
      <Controller
        control={control}
        name="stations"
        render={({ field }) => {
          const chosen = field.value ?? [];
          return (
            <FormControl component="fieldset">
              <FormLabel component="legend" sx={{ typography: 'body2' }}>
                {t('plannings.edit.fields.stations')}
              </FormLabel>
              <FormGroup row>
                {stations.map((station) => (
                  <FormControlLabel
                    key={station.id}
                    label={station.shortName}
                    control={
                      <Checkbox
                        size="small"
                        checked={chosen.includes(station.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked ? [...chosen, station.id] : chosen.filter((other) => other !== station.id),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              <FormHelperText>{t('plannings.edit.fields.stationsHelp')}</FormHelperText>
            </FormControl>
          );
        }}
      />
      <Box sx={GRID_SX}>
        {nullableSelect(
          'length',
          t('plannings.edit.fields.length'),
          SLOT_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {t('plannings.edit.seconds', { length })}
            </option>
          )),
        )}
        {nullableSelect(
          'position',
          t('plannings.edit.fields.position'),
          SLOT_POSITIONS.map((position) => (
            <option key={position} value={position}>
              {t(`plannings.edit.positions.${position}`)}
            </option>
          )),
          t('plannings.edit.both'),
        )}
        {nullableSelect(
          'kind',
          t('plannings.edit.fields.kind'),
          (['normal', 'lastMinute'] as const).map((kind) => (
            <option key={kind} value={SLOT_KINDS[kind]}>
              {t(`plannings.edit.kinds.${kind}`)}
            </option>
          )),
          t('plannings.edit.both'),
        )}
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ typography: 'body2', mb: 1 }}>
          {t('plannings.edit.fields.caps')}
        </FormLabel>
        <Box sx={GRID_SX}>
          {numberField('caps.perDayBand', t('plannings.edit.fields.perDayBand'))}
          {numberField('caps.stationSharePercent', t('plannings.edit.fields.stationSharePercent'))}
          {numberField('caps.perProgramme', t('plannings.edit.fields.perProgramme'))}
        </Box>
        <FormHelperText>{t('plannings.edit.fields.capsHelp')}</FormHelperText>
      </FormControl>
      {digitalAllowed && (
        <Box sx={GRID_SX}>
          <Controller
            control={control}
            name="includeDigital"
            render={({ field }) => (
              <FormControlLabel
                // The label is longer than one column of the grid: it takes two where there are two.
                sx={{ gridColumn: { sm: 'span 2' } }}
                label={t('plannings.edit.fields.includeDigital')}
                control={
                  <Switch
                    checked={field.value ?? false}
                    onChange={(event) => {
                      field.onChange(event.target.checked);
                      if (!event.target.checked) setValue('tvSharePercent', null);
                    }}
                  />
                }
              />
            )}
          />
          {includeDigital &&
            numberField('tvSharePercent', t('plannings.edit.fields.tvSharePercent'), t('plannings.edit.fields.tvShareHelp'))}
        </Box>
      )}
    </Box>
  );
}
