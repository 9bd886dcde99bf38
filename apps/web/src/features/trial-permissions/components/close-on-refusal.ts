import type { TFunction } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { trialPermissionRefusal } from '../api/trial-permission-refusal';

/**
 * After a failed write: a refusal of the page's own (the list was out of date, and has been asked
 * for again) is said in a toast and the dialog closes; any other failure was the query client's toast.
 */
export function closeOnRefusal(error: unknown, t: TFunction, onClose: () => void): void {
  const refusal = trialPermissionRefusal(error);
  if (!refusal) return;
  showToast('error', t(`trialPermissions.refusals.${refusal.kind}`));
  onClose();
}
