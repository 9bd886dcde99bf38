import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ROLE_IDS, type RoleId } from '@tvcm/contracts';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n';

const ROLES: readonly RoleId[] = [ROLE_IDS.generalUser, ROLE_IDS.administrator];
export const legendSx = { mb: 0.75, typography: 'body2', fontWeight: 600, color: 'text.primary' } as const;

interface RoleFieldProps {
  value: RoleId;
  onChange: (roleId: RoleId) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/** General user or administrator, each with what it allows. */
export function RoleField({ value, onChange, onBlur, inputRef }: RoleFieldProps) {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset" required>
      <FormLabel component="legend" sx={legendSx}>
        {t('userAdministration.form.role')}
      </FormLabel>
      <RadioGroup value={String(value)} onChange={(_event, next) => onChange(Number(next) as RoleId)}>
        {ROLES.map((roleId, index) => (
          <FormControlLabel
            key={roleId}
            value={String(roleId)}
            control={<Radio onBlur={onBlur} inputRef={index === 0 ? inputRef : undefined} />}
            label={
              <>
                {t(`userAdministration.roles.${roleId}`)}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                  {t(`userAdministration.form.roleHints.${roleId}`)}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
