import { Component, type ReactNode, useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { GenericErrorPage } from '../components/generic-error-page';
import { LOGOUT_PATH } from '../features/auth/paths';
import { rememberPendingLogout } from '../features/auth/pending-logout';
import { preloadLogoutPage } from '../features/auth/preload-logout-page';
import { removeUserIdHeader } from '../lib/api-client';
import { fallbackMessageCode } from '../lib/error-message';
import { ScreenLoadError } from '../lib/screen-load-error';
import { resetPageStateLazily } from './page-state-loader';
import { ChunkLoadErrorPage } from './routes/chunk-load-error-page';

interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** When this value (the address) changes, the next screen gets a fresh start after a failure. */
  resetKey: string;
  /** Inside the shell: the error page takes the content area, not the window. */
  embedded?: boolean;
}

interface ScreenErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a screen that failed to load or threw while rendering: a missing chunk gets a page that
 * offers to reload, anything else the generic error page (SPEC.md §2) with the error's own
 * message or the generic one (SPEC.md §8), never a blank screen. That page offers to try again
 * (the screen renders afresh, and its failed queries are asked again as it mounts) and to log out,
 * so a session call that keeps failing does not keep the user between this page and TOP.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ScreenErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: ScreenErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  private readonly retry = (): void => this.setState({ error: null, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    const embedded = this.props.embedded ?? false;
    return this.state.error instanceof ScreenLoadError ? (
      <ChunkLoadErrorPage embedded={embedded} failure={this.state.error.failure} />
    ) : (
      <ScreenErrorPage error={this.state.error} embedded={embedded} onRetry={this.retry} />
    );
  }
}

function ScreenErrorPage({ error, embedded, onRetry }: { error: unknown; embedded: boolean; onRetry: () => void }) {
  const navigate = useNavigate();
  useEffect(preloadLogoutPage, []);
  // The logout's code (and the query cache it empties) arrives only with a click: this page is part
  // of every first load, the login page's included. It is normally loaded already (the session
  // guard uses it); if it cannot be fetched now, the user still leaves, and the session is left
  // to be ended at the next session check.
  const logout = useCallback(async () => {
    try {
      const { logOut } = await import('../features/auth/api/end-session');
      await logOut(resetPageStateLazily);
    } catch {
      rememberPendingLogout();
      removeUserIdHeader();
    }
    // Leave the guarded pages first, so that nothing asks for the session again meanwhile.
    navigate(LOGOUT_PATH, { replace: true });
    void import('../lib/app-query-provider').then(
      ({ forgetAppQueryCache }) => forgetAppQueryCache(),
      () => undefined,
    );
  }, [navigate]);
  return <GenericErrorPage embedded={embedded} messageCode={fallbackMessageCode(error)} onRetry={onRetry} onLogout={logout} />;
}
