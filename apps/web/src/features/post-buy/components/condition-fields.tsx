import TextField from '@mui/material/TextField';
import { ANALYSIS_MAX_DAYS, RATING_TYPES, type RatingType, ratingSettingSupported, TARGETS, type Target } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PERIOD_PRESETS, type PeriodPreset, periodValid } from '../analysis-query';

/** A native select (the phone's own picker) with its label above. */
export function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

export interface PeriodDraft {
  period: PeriodPreset;
  dateFrom: string;
  dateTo: string;
}

/** Whether the draft names a period the API takes: a preset, or two dates at most ANALYSIS_MAX_DAYS apart. */
export const periodDraftValid = (draft: PeriodDraft) =>
  draft.period !== 'custom' || (draft.dateFrom !== '' && draft.dateTo !== '' && periodValid(draft.dateFrom, draft.dateTo));

/** The draft's part of the address: dates only for 任意. */
export const periodOfDraft = (draft: PeriodDraft) =>
  draft.period === 'custom'
    ? { period: draft.period, dateFrom: draft.dateFrom, dateTo: draft.dateTo }
    : { period: draft.period, dateFrom: undefined, dateTo: undefined };

/** 先月 / 直近4週 / 任意, and for 任意 the two dates (starting from the period shown). */
export function PeriodFields({ draft, onChange }: { draft: PeriodDraft; onChange: (draft: PeriodDraft) => void }) {
  const { t } = useTranslation();
  const valid = periodDraftValid(draft);
  return (
    <>
      <SelectField
        label={t('postBuy.conditions.period')}
        value={draft.period}
        onChange={(period) => onChange({ ...draft, period: period as PeriodPreset })}
      >
        {PERIOD_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`postBuy.conditions.periods.${preset}`)}
          </option>
        ))}
      </SelectField>
      {draft.period === 'custom' &&
        (['dateFrom', 'dateTo'] as const).map((key) => (
          <TextField
            key={key}
            type="date"
            size="small"
            required
            label={t(`postBuy.conditions.${key}`)}
            value={draft[key]}
            onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
            error={!valid}
            helperText={
              key === 'dateTo' && !valid ? t('postBuy.conditions.periodInvalid', { max: ANALYSIS_MAX_DAYS }) : undefined
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
    </>
  );
}

interface TargetFieldsProps {
  target: Target;
  ratingType: RatingType;
  /** The area whose measures limit the rating types (P+C7 is measured in some areas only). */
  area?: string;
  onChange: (changes: { target: Target; ratingType: RatingType }) => void;
}

/** The target and the rating type; a rating type the target does not offer gives way to real-time. */
export function TargetFields({ target, ratingType, area, onChange }: TargetFieldsProps) {
  const { t } = useTranslation();
  const supported = (type: RatingType, nextTarget: Target) =>
    ratingSettingSupported(type, nextTarget, area) ? type : 'realtime';
  return (
    <>
      <SelectField
        label={t('postBuy.conditions.target')}
        value={target}
        onChange={(value) => onChange({ target: value as Target, ratingType: supported(ratingType, value as Target) })}
      >
        {TARGETS.map((choice) => (
          <option key={choice} value={choice}>
            {t(`programGuide.rating.targets.${choice}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('postBuy.conditions.ratingType')}
        value={ratingType}
        onChange={(value) => onChange({ target, ratingType: value as RatingType })}
      >
        {RATING_TYPES.map((type) => (
          <option key={type} value={type} disabled={!ratingSettingSupported(type, target, area)}>
            {t(`programGuide.rating.ratingTypes.${type}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
