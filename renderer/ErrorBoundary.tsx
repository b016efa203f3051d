import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of a subtree that threw while rendering, so the rest of the page stays usable. */
export class ErrorBoundary extends Component<{ fallback: ReactNode; resetKey?: string; children: ReactNode }, { failedAt?: string | undefined; failed: boolean }> {
  override state = { failed: false, failedAt: undefined as string | undefined };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.setState({ failedAt: this.props.resetKey });
    console.error(error);
  }

  override componentDidUpdate() {
    // Moving to another page gives the new page its chance to render.
    if (this.state.failed && this.state.failedAt !== undefined && this.state.failedAt !== this.props.resetKey) {
      this.setState({ failed: false, failedAt: undefined });
    }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
