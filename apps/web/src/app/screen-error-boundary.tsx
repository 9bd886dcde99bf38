import { Component, type ReactNode } from 'react';
import { GenericErrorPage } from '../components/generic-error-page';
import { fallbackMessageCode } from '../lib/error-message';
import { ChunkLoadErrorPage } from './routes/chunk-load-error-page';
import { ScreenLoadError } from './screen-load-error';

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
 * message or the generic one (SPEC.md §8), never a blank screen.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ScreenErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: ScreenErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const embedded = this.props.embedded ?? false;
    return this.state.error instanceof ScreenLoadError ? (
      <ChunkLoadErrorPage embedded={embedded} />
    ) : (
      <GenericErrorPage embedded={embedded} messageCode={fallbackMessageCode(this.state.error)} />
    );
  }
}
