import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone; focusable so the keyboard can scroll it too.
 * Where it is wider than the screen, a line above says so and a shadow at the cut edge shows
 * there is more (CSS only: .table-scroll in globals.css).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <p className="table-scroll__hint" aria-hidden="true">
        Swipe sideways to see the whole table →
      </p>
      <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
    </div>
  );
}
