import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { InlineQueryFallback } from '../../../components/inline-query-fallback';
import { useAreas } from '../../../lib/area-queries';
import { useTranslation } from '../../../lib/i18n';
import { numberOf } from '../segment-form';

type AreaValue = { area: string; universe: number | undefined };

interface SegmentAreasFieldProps {
  value: AreaValue[];
  onChange: (value: AreaValue[]) => void;
  /** The segment's areas as saved, named, for an area the areas list does not hold (any more). */
  known: readonly { area: string; areaName: string }[];
  error: string | undefined;
  universeErrors: readonly ({ universe?: { message?: string } } | undefined)[];
}

/** The areas the segment covers (the program guide's areas), each with the segment's population there. */
export function SegmentAreasField({ value, onChange, known, error, universeErrors }: SegmentAreasFieldProps) {
  const { t } = useTranslation();
  const areas = useAreas();
  const labelId = useId();
  const helpId = useId();
  const listed = areas.data?.areas.map((area) => ({ code: area.code, name: area.name })) ?? [];
  const extra = known
    .filter((area) => !listed.some((candidate) => candidate.code === area.area))
    .map((area) => ({ code: area.area, name: area.areaName }));
  const choices = [...listed, ...extra];
  const indexOf = (code: string) => value.findIndex((item) => item.area === code);
  const toggle = (code: string, checked: boolean) =>
    onChange(checked ? [...value, { area: code, universe: undefined }] : value.filter((item) => item.area !== code));
  const setUniverse = (code: string, text: string) =>
    onChange(value.map((item) => (item.area === code ? { ...item, universe: numberOf(text) } : item)));

  return (
    <Box component="fieldset" aria-labelledby={labelId} aria-describedby={helpId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel id={labelId} component="legend" required error={error !== undefined}>
        {t('dataSales.form.areas')}
      </FormLabel>
      <FormHelperText id={helpId} error={error !== undefined} sx={{ mx: 0, mb: 1 }}>
        {error ?? t('dataSales.form.areasHelp')}
      </FormHelperText>
      {choices.length === 0 && !areas.data ? (
        <InlineQueryFallback error={areas.error} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: 1 }}>
          {choices.map((area) => {
            const index = indexOf(area.code);
            const checked = index >= 0;
            const universeError = checked ? universeErrors[index]?.universe?.message : undefined;
            return (
              <Box key={area.code} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <FormControlLabel
                  control={
                    <Checkbox size="small" checked={checked} onChange={(event) => toggle(area.code, event.target.checked)} />
                  }
                  label={area.name}
                />
                {checked && (
                  <TextField
                    size="small"
                    required
                    label={t('dataSales.form.population', { area: area.name })}
                    defaultValue={value[index]?.universe ?? ''}
                    onChange={(event) => setUniverse(area.code, event.target.value)}
                    error={universeError !== undefined}
                    helperText={universeError}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    sx={{ ml: 4 }}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
