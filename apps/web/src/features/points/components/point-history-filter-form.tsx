import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POINT_KINDS } from '@tvcm/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { PERIOD_PRESETS, type PeriodPreset, type PointHistoryFilter, periodOf, presetOf } from '../point-history-filter';
import {
  filterOfForm,
  formValuesOf,
  type PointHistoryFormValues,
  pointHistoryFormErrorMap,
  pointHistoryFormSchema,
} from '../point-history-form';

interface PointHistoryFilterFormProps {
  /** The filter of the history shown. */
  filter: PointHistoryFilter;
  onApply: (filter: PointHistoryFilter) => void;
}

// On a phone the two days share the line's width rather than reach past the screen.
const dateFieldSx = { flex: '0 1 180px', minWidth: 0, '& .MuiInputBase-input': { px: { xs: 1, sm: 1.75 } } } as const;

/**
 * The period, by its two days or a quick choice, and the kind; applied together, from the first
 * page. A period the API would refuse is explained on the end date and not sent.
 */
export function PointHistoryFilterForm({ filter, onApply }: PointHistoryFilterFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<PointHistoryFormValues>({
    defaultValues: formValuesOf(filter),
    resolver: zodResolver(pointHistoryFormSchema, { error: pointHistoryFormErrorMap }),
  });
  const apply = handleSubmit((values) => onApply(filterOfForm(values)));
  const field = (name: keyof PointHistoryFormValues) => {
    const { ref, ...rest } = register(name);
    const message = errors[name]?.message;
    return { ...rest, inputRef: ref, error: message !== undefined, helperText: message };
  };
  const choose = (preset: PeriodPreset) => {
    const period = periodOf(preset);
    setValue('from', period.from);
    setValue('to', period.to);
    void apply();
  };
  const chosenPreset = presetOf(filter);

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void apply(event)}
      aria-label={t('points.filter.label')}
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', maxWidth: '100%' }}>
        <TextField
          type="date"
          size="small"
          required
          label={t('points.filter.from')}
          {...field('from')}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={dateFieldSx}
        />
        <Typography aria-hidden="true" sx={{ pt: 1 }}>
          {t('points.filter.periodSeparator')}
        </Typography>
        <TextField
          type="date"
          size="small"
          required
          label={t('points.filter.to')}
          {...field('to')}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={dateFieldSx}
        />
      </Stack>
      <Stack direction="row" spacing={1} role="group" aria-label={t('points.filter.presetsLabel')} sx={{ mt: 0.25 }}>
        {PERIOD_PRESETS.map((preset) => (
          <Button
            key={preset}
            variant={preset === chosenPreset ? 'contained' : 'outlined'}
            aria-pressed={preset === chosenPreset}
            onClick={() => choose(preset)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t(`points.filter.presets.${preset}`)}
          </Button>
        ))}
      </Stack>
      <TextField
        select
        size="small"
        label={t('points.filter.kind')}
        {...field('kind')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 140 }}
      >
        <option value="">{t('points.filter.allKinds')}</option>
        {POINT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`points.kinds.${kind}`)}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
        {t('points.filter.search')}
      </Button>
    </Stack>
  );
}
