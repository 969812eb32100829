import { Component, Suspense, type ReactNode } from 'react';

/**
 * An optional, lazily loaded piece of the page shell: while it loads nothing shows, and an error
 * (a missing chunk, a failed call) hides only that piece, never the page.
 */
export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
