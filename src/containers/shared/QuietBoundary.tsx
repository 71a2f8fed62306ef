import { Component, type ReactNode } from 'react';

/**
 * If the code of a part loaded on demand cannot load (offline), the app goes on without it
 * instead of crashing; the console says what was missing (`what`).
 */
export class QuietBoundary extends Component<
  { what: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`Could not load the ${this.props.what} code`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
