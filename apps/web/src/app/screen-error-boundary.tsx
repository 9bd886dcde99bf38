import { Component, type ReactNode } from 'react';
import { GenericErrorPage } from '../components/generic-error-page';

interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** When this value (the address) changes, the next screen gets a fresh start after a failure. */
  resetKey: string;
}

/**
 * Catches a screen that failed to load (e.g. a chunk gone after a release) or threw while
 * rendering, and shows the generic error page (SPEC.md §2) instead of a blank screen.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: ScreenErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <GenericErrorPage /> : this.props.children;
  }
}
