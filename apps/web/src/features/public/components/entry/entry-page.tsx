import { MAIL_LINK_TOKEN_PARAM } from '@tvcm/contracts';
import { useSearchParams } from 'react-router';
import '../../public-catalogue';
import { EntryApplication } from './entry-application';
import { EntryConfirmation } from './entry-confirmation';

/**
 * `/public/pages/entry`: the trial application form, or, opened from the confirmation mail
 * (`?token=…`), the password that completes the entry.
 */
export function EntryPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(MAIL_LINK_TOKEN_PARAM);
  // A new token in the address is a new visit: the form starts afresh.
  return token ? <EntryConfirmation key={token} token={token} /> : <EntryApplication />;
}
