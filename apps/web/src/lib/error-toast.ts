import { toMessageCode } from './error-message';
import { i18n } from './i18n';
import { showToast } from './toasts';

/** The message of SPEC.md §8 for a failed call, as an error toast. */
export function showErrorToast(error: unknown): void {
  showToast('error', i18n.t(`errors.${toMessageCode(error)}`));
}
