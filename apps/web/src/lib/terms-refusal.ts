import { API_ERROR_CODES } from '@tvcm/contracts';
import { ApiError } from './api-error';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The API refused a call because the user has not accepted the terms of service (AUT03004). */
export function isTermsRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === API_ERROR_CODES.termsNotAccepted;
}

/**
 * Who acts on such a refusal: the login guard, which sends the user to the profile page to
 * accept the terms. The query client reports refusals here rather than as error toasts.
 */
export function onTermsRefusal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportTermsRefusal(): void {
  for (const listener of listeners) listener();
}
