import { ACCESS_RULES, type AccessRuleName, CLIENT_ERROR_CODES } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { GenericErrorPage } from '../../../components/generic-error-page';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useLicence } from '../api/get-licence';

/**
 * A page that needs a licence: shown only when the user's licence passes the same named rule the
 * API checks; otherwise CEA-LIC03001 in its place, inside the shell. The page's code is not even
 * loaded then, since `children` is never rendered.
 */
export function RequireAccess({ rule, children }: { rule: AccessRuleName; children: ReactNode }) {
  const licence = useLicence();
  // The login guard above has loaded the licence already; this covers a refetch after a failure.
  if (!licence.data) return <LoadingOverlay />;
  if (!ACCESS_RULES[rule](licence.data)) return <GenericErrorPage messageCode={CLIENT_ERROR_CODES.licenceMissing} embedded />;
  return children;
}
