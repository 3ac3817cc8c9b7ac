'use client';

import { Component, type ReactNode } from 'react';

interface LazyBoundaryProps {
  /** Shown instead of the part that could not load. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a lazily loaded extra (the map picker) from taking the page down with it: when its script
 * cannot be fetched (offline, or gone after a redeploy) React throws, and this shows the fallback
 * instead of an empty page.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the page could not load', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
