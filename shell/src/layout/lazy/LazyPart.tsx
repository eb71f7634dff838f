import { Component, Suspense, type ReactNode } from 'react';

/** Props of `LazyPart`. */
export interface LazyPartProps {
  /** Shown while the part's code loads, and instead of it when that code cannot be loaded. */
  fallback: ReactNode;
  /** The lazily loaded part (`React.lazy`). */
  children: ReactNode;
}

/**
 * Suspense and an error boundary around a part of the layout whose code is fetched on first use
 * (drawer, user menu, search panel): while it loads, and if it fails to load (offline, a new
 * release removed the chunk), `fallback` stays in its place and the rest of the page keeps
 * working, instead of the route's error page replacing the whole layout.
 */
export class LazyPart extends Component<LazyPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[shell] 页头组件加载失败', error);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback;
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
  }
}
