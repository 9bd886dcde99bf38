import { GenericErrorPage } from '../../components/generic-error-page';

/**
 * Error boundary of the whole route tree: a screen that failed to load (e.g. a chunk gone after
 * a release) or threw while rendering. The router has already logged the error in development.
 */
export function RouteErrorPage() {
  return <GenericErrorPage />;
}
