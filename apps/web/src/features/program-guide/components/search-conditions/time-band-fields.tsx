import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ALL_WEEKDAYS, BROADCAST_DAY_SECONDS, TIME_BAND_PRESET_NAMES, type TimeBandPreset } from '@tvcm/contracts';
import { useId } from 'react';
import { formatBroadcastTime } from '../../../../lib/format-broadcast';
import { useTranslation } from '../../../../lib/i18n';
import type { SearchConditionForm } from '../../search-conditions';

const HOUR = 3600;
/** The hours of the 29-hour clock, 5:00 … 29:00, as seconds from 05:00. */
const HOURS = Array.from({ length: BROADCAST_DAY_SECONDS / HOUR + 1 }, (_, index) => index * HOUR);

type TimeBandValue = Pick<SearchConditionForm, 'pattern' | 'weekdays' | 'timeFrom' | 'timeTo'>;

interface TimeBandFieldsProps {
  value: TimeBandValue;
  onChange: (changes: Partial<TimeBandValue>) => void;
}

/**
 * Weekdays and hours, or a named band or buying pattern instead: a pattern carries its own
 * weekdays and hours (TIME_BAND_PRESETS), so the fields it replaces are disabled while it is set.
 */
export function TimeBandFields({ value, onChange }: TimeBandFieldsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const byPattern = value.pattern !== null;
  const hint = byPattern ? hintId : undefined;

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('programGuide.conditions.pattern')}
        value={value.pattern ?? ''}
        onChange={(event) => onChange({ pattern: event.target.value === '' ? null : (event.target.value as TimeBandPreset) })}
        // Wide enough for the whole label (時間帯プリセット) at its unshrunk size, which an empty choice shows.
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="">{t('programGuide.conditions.patternNone')}</MenuItem>
        {TIME_BAND_PRESET_NAMES.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`programGuide.conditions.patterns.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        value={value.weekdays}
        disabled={byPattern}
        aria-label={t('programGuide.conditions.weekdays')}
        aria-describedby={hint}
        onChange={(_, weekdays: number[]) => onChange({ weekdays: [...weekdays].sort((a, b) => a - b) })}
      >
        {ALL_WEEKDAYS.map((weekday) => (
          <ToggleButton key={weekday} value={weekday} sx={{ px: 1.25, py: 0.5 }}>
            {t(`programGuide.conditions.weekdayNames.${weekday}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <HourSelect
        label={t('programGuide.conditions.timeFrom')}
        value={value.timeFrom}
        disabled={byPattern}
        describedBy={hint}
        // A band starts before 29:00 and before its end.
        allowed={(seconds) => seconds < BROADCAST_DAY_SECONDS && (value.timeTo === null || seconds < value.timeTo)}
        onChange={(timeFrom) => onChange({ timeFrom })}
      />
      <HourSelect
        label={t('programGuide.conditions.timeTo')}
        value={value.timeTo}
        disabled={byPattern}
        describedBy={hint}
        allowed={(seconds) => seconds > 0 && (value.timeFrom === null || seconds > value.timeFrom)}
        onChange={(timeTo) => onChange({ timeTo })}
      />
      {byPattern && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t('programGuide.conditions.patternHint')}
        </Typography>
      )}
    </Stack>
  );
}

interface HourSelectProps {
  label: string;
  value: number | null;
  disabled: boolean;
  describedBy: string | undefined;
  allowed: (seconds: number) => boolean;
  onChange: (seconds: number | null) => void;
}

function HourSelect({ label, value, disabled, describedBy, allowed, onChange }: HourSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      disabled={disabled}
      slotProps={{ select: { 'aria-describedby': describedBy } }}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      sx={{ minWidth: 120 }}
    >
      <MenuItem value="">{t('programGuide.conditions.timeAny')}</MenuItem>
      {HOURS.filter((seconds) => allowed(seconds) || seconds === value).map((seconds) => (
        <MenuItem key={seconds} value={seconds}>
          {formatBroadcastTime(seconds)}
        </MenuItem>
      ))}
    </TextField>
  );
}
