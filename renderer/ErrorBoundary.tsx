import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadAfterFailedLoad } from './navigation/reload-guard.ts';

interface Props {
  fallback: ReactNode;
  /** When this changes (another page is shown), the children get a fresh chance to render. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * Shows `fallback` instead of a subtree that threw while rendering, so the rest of the page (header, footer) stays
 * usable. A code chunk that failed to load (a deploy replaced it) reloads the page instead, within the reload guard.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadAfterFailedLoad()) return;
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
