import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  type LicensedSegment,
  RATING_TYPES,
  type RatingType,
  ratingSettingSupported,
  TARGET_SEARCH_MAX_DAYS,
  TARGETS,
  type Target,
  TIME_BAND_PRESET_NAMES,
  type TimeBandPreset,
} from '@tvcm/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { periodValid, type TargetSearchAddress } from '../target-search-query';

type Changes = Partial<TargetSearchAddress>;

interface TargetSearchConditionsProps {
  areas: readonly { code: string; name: string }[];
  areaCode: string;
  period: { dateFrom: string; dateTo: string };
  target: Target;
  ratingType: RatingType;
  /** The licensed segment searched for, which replaces the demographic target. */
  segmentId: number | undefined;
  segments: readonly LicensedSegment[];
  pattern: TimeBandPreset;
  onChange: (changes: Changes) => void;
}

// The target select's values: a demographic or a licensed segment, in one list.
const demographicValue = (target: Target) => `target:${target}`;
const segmentValue = (id: number) => `segment:${id}`;

/**
 * The search's conditions. Each choice applies as it is made (into the address, so the page asks
 * again); the period applies once both dates make a valid one.
 */
export function TargetSearchConditions(props: TargetSearchConditionsProps) {
  const { areas, areaCode, period, target, ratingType, segmentId, segments, pattern, onChange } = props;
  const { t } = useTranslation();
  const [dates, setDates] = useState(period);
  const datesValid = periodValid(dates.dateFrom, dates.dateTo);
  const setDate = (key: 'dateFrom' | 'dateTo', value: string) => {
    const next = { ...dates, [key]: value };
    setDates(next);
    if (next.dateFrom && next.dateTo && periodValid(next.dateFrom, next.dateTo)) onChange(next);
  };
  // A rating type the new target or area does not offer gives way to real-time.
  const supportedType = (type: RatingType, nextTarget: Target, area: string) =>
    ratingSettingSupported(type, nextTarget, area) ? type : 'realtime';
  const chooseTarget = (value: string) => {
    const [kind, id] = value.split(':') as [string, string];
    if (kind === 'segment') onChange({ segment: Number(id) });
    else {
      const next = id as Target;
      onChange({ target: next, segment: undefined, ratingType: supportedType(ratingType, next, areaCode) });
    }
  };
  const select = (label: string, value: string, change: (value: string) => void, choices: ReactNode, disabled = false) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => change(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {choices}
    </TextField>
  );

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('targetData.search.conditions')}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: 1.5, alignItems: 'start' }}
    >
      {select(
        t('targetData.search.area'),
        areaCode,
        (area) => onChange({ area, ratingType: supportedType(ratingType, target, area) }),
        areas.map((area) => (
          <option key={area.code} value={area.code}>
            {area.name}
          </option>
        )),
      )}
      {(['dateFrom', 'dateTo'] as const).map((key) => (
        <TextField
          key={key}
          type="date"
          size="small"
          label={t(`targetData.search.${key}`)}
          value={dates[key]}
          onChange={(event) => setDate(key, event.target.value)}
          error={!datesValid}
          helperText={
            key === 'dateTo' && !datesValid ? t('targetData.search.periodInvalid', { max: TARGET_SEARCH_MAX_DAYS }) : undefined
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      {select(
        t('targetData.search.target'),
        segmentId === undefined ? demographicValue(target) : segmentValue(segmentId),
        chooseTarget,
        <>
          <optgroup label={t('targetData.search.demographics')}>
            {TARGETS.map((choice) => (
              <option key={choice} value={demographicValue(choice)}>
                {t(`programGuide.rating.targets.${choice}`)}
              </option>
            ))}
          </optgroup>
          {segments.length > 0 && (
            <optgroup label={t('targetData.search.segments')}>
              {segments.map((segment) => (
                <option key={segment.id} value={segmentValue(segment.id)}>
                  {t('targetData.search.segmentOf', segment)}
                </option>
              ))}
            </optgroup>
          )}
        </>,
      )}
      {select(
        t('targetData.search.ratingType'),
        ratingType,
        (type) => onChange({ ratingType: type as RatingType }),
        RATING_TYPES.map((type) => (
          <option key={type} value={type} disabled={!ratingSettingSupported(type, target, areaCode)}>
            {t(`programGuide.rating.ratingTypes.${type}`)}
          </option>
        )),
        // A segment has one measure of its own.
        segmentId !== undefined,
      )}
      {select(
        t('targetData.search.pattern'),
        pattern,
        (value) => onChange({ pattern: value as TimeBandPreset }),
        TIME_BAND_PRESET_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`programGuide.conditions.patterns.${name}`)}
          </option>
        )),
      )}
    </Box>
  );
}
