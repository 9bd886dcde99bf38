import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_RULES } from '@tvcm/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../public-catalogue';

/** The password policy, shown before the visitor types; `id` lets the password field refer to it. */
export function PasswordRules({ id }: { id: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box id={id} sx={{ p: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 700 }}>
        {t('public.password.rulesHeading')}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, mt: 0.5, pl: 3, typography: 'body2' }}>
        <li>{t('public.password.rules.length', { min: PASSWORD_RULES.minLength, max: PASSWORD_RULES.maxLength })}</li>
        {(PASSWORD_RULES.requiresLetter || PASSWORD_RULES.requiresDigit) && <li>{t('public.password.rules.letterAndDigit')}</li>}
        {PASSWORD_RULES.differentFromAccount && <li>{t('public.password.rules.differentFromAccount')}</li>}
      </Box>
    </Box>
  );
}
