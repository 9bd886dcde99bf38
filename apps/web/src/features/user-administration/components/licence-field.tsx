import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { FunctionLicenceCode } from '@tvcm/contracts';
import { type Ref, useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { inLicenceOrder, isPerUserLicence, licenceName } from '../licences';
import { legendSx } from './role-field';

interface LicenceFieldProps {
  /** Only these can be given: the company's own licences. */
  companyLicences: readonly FunctionLicenceCode[];
  value: readonly FunctionLicenceCode[];
  onChange: (licences: FunctionLicenceCode[]) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/** The company's licences as checkboxes, each with its name and code; those §6 gates per user are marked. */
export function LicenceField({ companyLicences, value, onChange, onBlur, inputRef }: LicenceFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const options = inLicenceOrder(companyLicences);
  // Kept in the contract's order, whatever order they were ticked in.
  const toggle = (code: FunctionLicenceCode, checked: boolean) =>
    onChange(options.filter((option) => (option === code ? checked : value.includes(option))));
  return (
    <FormControl component="fieldset" aria-describedby={hintId}>
      <FormLabel component="legend" sx={legendSx}>
        {t('userAdministration.form.licences')}
      </FormLabel>
      <FormHelperText id={hintId} sx={{ mt: -0.5, mb: 0.75, mx: 0 }}>
        {t('userAdministration.form.licencesHint')}
      </FormHelperText>
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('userAdministration.form.noCompanyLicences')}
        </Typography>
      ) : (
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
          {options.map((code, index) => (
            <FormControlLabel
              key={code}
              control={
                <Checkbox
                  checked={value.includes(code)}
                  onChange={(_event, checked) => toggle(code, checked)}
                  onBlur={onBlur}
                  inputRef={index === 0 ? inputRef : undefined}
                />
              }
              label={
                <Box component="span" sx={{ display: 'block', py: 0.5 }}>
                  {licenceName(t, code)}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {code}
                    {isPerUserLicence(code) && (
                      <Typography component="span" variant="body2" color="primary" sx={{ ml: 1, fontWeight: 600 }}>
                        {t('userAdministration.form.perUser')}
                      </Typography>
                    )}
                  </Typography>
                </Box>
              }
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
}
