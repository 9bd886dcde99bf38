import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_RULES } from '@tvcm/contracts';
import { useId } from 'react';
import { useTranslation } from '../lib/i18n';

/**
 * The password policy, shown before a password is typed wherever one is chosen (the public pages'
 * new password, マイページ's password change); `id` lets the password field refer to it.
 */
export function PasswordRules({ id }: { id: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box id={id} sx={{ p: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 700 }}>
        {t('passwordRules.heading')}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, mt: 0.5, pl: 3, typography: 'body2' }}>
        <li>{t('passwordRules.length', { min: PASSWORD_RULES.minLength, max: PASSWORD_RULES.maxLength })}</li>
        {(PASSWORD_RULES.requiresLetter || PASSWORD_RULES.requiresDigit) && <li>{t('passwordRules.letterAndDigit')}</li>}
        {PASSWORD_RULES.differentFromAccount && <li>{t('passwordRules.differentFromAccount')}</li>}
      </Box>
    </Box>
  );
}
