import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  ALL_WEEKDAYS,
  BROADCAST_DAY_SECONDS,
  SLOT_KINDS,
  SLOT_LENGTHS,
  SLOT_POSITIONS,
  type SlotKind,
  type SlotLength,
  type SlotPosition,
  TIME_BAND_PRESET_NAMES,
  type TimeBandPreset,
} from '@tvcm/contracts';
import { useTranslation } from 'react-i18next';
import { formatBroadcastTime } from '../../../../lib/format-broadcast';
import type { SearchConditionForm } from '../../search-conditions';

const HOUR = 3600;
const HOURS = Array.from({ length: BROADCAST_DAY_SECONDS / HOUR + 1 }, (_, index) => index * HOUR);

/** Whole yen typed in any width (１２０００ too); empty for no limit. */
export function parseYen(text: string): number | null | undefined {
  const digits = text.normalize('NFKC').replace(/[,\s円]/g, '');
  if (digits === '') return null;
  return /^\d{1,10}$/.test(digits) ? Number(digits) : undefined;
}

const hasDetails = (form: SearchConditionForm) =>
  form.weekdays.length > 0 ||
  form.timeFrom !== null ||
  form.timeTo !== null ||
  form.pattern !== null ||
  form.position !== null ||
  form.length !== null ||
  form.kind !== null ||
  form.maxPrice !== null ||
  form.maxPerCost !== null;

interface DetailConditionsProps {
  value: SearchConditionForm;
  onChange: (next: SearchConditionForm) => void;
}

/** Weekdays, time band or buying pattern, SB/PT, length, kind and price limits: open while any is set. */
export function DetailConditions({ value, onChange }: DetailConditionsProps) {
  const { t } = useTranslation();
  const set = (changes: Partial<SearchConditionForm>) => onChange({ ...value, ...changes });
  const byPattern = value.pattern !== null;
  const choice = <T extends string | number>(raw: string, parse: (text: string) => T): T | null =>
    raw === '' ? null : parse(raw);

  return (
    <Accordion defaultExpanded={hasDetails(value)} disableGutters variant="outlined">
      <AccordionSummary aria-controls="detail-conditions" id="detail-conditions-header">
        {t('programGuide.conditions.details')}
      </AccordionSummary>
      <AccordionDetails id="detail-conditions">
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('programGuide.conditions.pattern')}
              value={value.pattern ?? ''}
              onChange={(event) => set({ pattern: choice(event.target.value, (text) => text as TimeBandPreset) })}
              sx={{ minWidth: 140 }}
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
              onChange={(_, weekdays: number[]) => set({ weekdays: [...weekdays].sort() })}
            >
              {ALL_WEEKDAYS.map((weekday) => (
                <ToggleButton key={weekday} value={weekday} sx={{ px: 1.25 }}>
                  {t(`programGuide.conditions.weekdayNames.${weekday}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {(['timeFrom', 'timeTo'] as const).map((field) => (
              <TextField
                key={field}
                select
                size="small"
                disabled={byPattern}
                label={t(`programGuide.conditions.${field}`)}
                value={value[field] ?? ''}
                onChange={(event) => set({ [field]: choice(event.target.value, Number) })}
                sx={{ minWidth: 120 }}
              >
                <MenuItem value="">{t('programGuide.conditions.timeAny')}</MenuItem>
                {HOURS.map((seconds) => (
                  <MenuItem key={seconds} value={seconds}>
                    {formatBroadcastTime(seconds)}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('programGuide.conditions.position')}
              value={value.position ?? ''}
              onChange={(event) => set({ position: choice(event.target.value, (text) => text as SlotPosition) })}
              sx={{ minWidth: 110 }}
            >
              <MenuItem value="">{t('programGuide.conditions.any')}</MenuItem>
              {SLOT_POSITIONS.map((position) => (
                <MenuItem key={position} value={position}>
                  {position}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('programGuide.conditions.length')}
              value={value.length ?? ''}
              onChange={(event) => set({ length: choice(event.target.value, (text) => Number(text) as SlotLength) })}
              sx={{ minWidth: 110 }}
            >
              <MenuItem value="">{t('programGuide.conditions.any')}</MenuItem>
              {SLOT_LENGTHS.map((length) => (
                <MenuItem key={length} value={length}>
                  {t('programGuide.conditions.lengthValue', { seconds: length })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('programGuide.conditions.kind')}
              value={value.kind ?? ''}
              onChange={(event) => set({ kind: choice(event.target.value, (text) => Number(text) as SlotKind) })}
              sx={{ minWidth: 120 }}
            >
              <MenuItem value="">{t('programGuide.conditions.any')}</MenuItem>
              {Object.values(SLOT_KINDS).map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`programGuide.conditions.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            {(['maxPrice', 'maxPerCost'] as const).map((field) => (
              <YenLimitField
                key={field}
                label={t(`programGuide.conditions.${field}`)}
                value={value[field]}
                onChange={(yen) => set({ [field]: yen })}
              />
            ))}
          </Stack>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function YenLimitField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (yen: number | null) => void;
}) {
  return (
    <TextField
      size="small"
      label={label}
      defaultValue={value ?? ''}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 170 }}
      onBlur={(event) => {
        const yen = parseYen(event.target.value);
        if (yen !== undefined && yen !== value) onChange(yen);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
    />
  );
}
