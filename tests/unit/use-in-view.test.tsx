import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useInView } from '@/lib/hooks/use-in-view';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

function Probe({ margin }: { margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, margin);
  return <div ref={ref}>{inView ? 'in view' : 'not yet'}</div>;
}

describe('useInView', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    FakeObserver.last = undefined;
  });

  it('stays false until the element intersects, then stays true and stops observing', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(<Probe margin="100px" />);
    const observer = FakeObserver.last!;
    expect(screen.getByText('not yet')).toBe(observer.observed[0]);
    expect(observer.options.rootMargin).toBe('100px');
    observer.report(false);
    expect(screen.getByText('not yet')).toBeTruthy();
    observer.report(true);
    expect(screen.getByText('in view')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
  });
});
