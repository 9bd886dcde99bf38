import { MAIL_LINK_TOKEN_PARAM } from '@tvcm/contracts';
import { useSearchParams } from 'react-router';
import '../../public-catalogue';
import { PasswordResetNewPassword } from './password-reset-new-password';
import { PasswordResetRequest } from './password-reset-request';

/**
 * `/public/pages/password_reset`: the account to send a reset link to, or, opened from that mail
 * (`?token=…`), the new password.
 */
export function PasswordResetPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(MAIL_LINK_TOKEN_PARAM);
  // A new token in the address is a new visit: the form starts afresh.
  return token ? <PasswordResetNewPassword key={token} token={token} /> : <PasswordResetRequest />;
}
