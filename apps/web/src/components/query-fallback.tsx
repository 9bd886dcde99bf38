import { toMessageCode } from '../lib/error-message';
import { useTranslation } from '../lib/i18n';
import { InlineError } from './inline-error';
import { LoadingOverlay } from './loading-overlay';

/**
 * What a screen shows until its data has arrived: the loading cover, or the first failure as an
 * inline message (a failed refresh of data already shown is a toast, the query client's rule).
 */
export function QueryFallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return error ? <InlineError>{t(`errors.${toMessageCode(error)}`)}</InlineError> : <LoadingOverlay />;
}
