import type { ReactNode } from 'react';
import type { ByPointer } from '@/content/types';
import './table-scroll.css';

/**
 * A wide table that scrolls sideways on a phone; focusable so the keyboard can scroll it too.
 * Where it is wider than the screen, a line above says so (`hint`, in the page's language: swipe
 * on a touch screen, scroll with a mouse, chosen by CSS in static HTML) and a shadow at the cut
 * edge shows there is more (CSS only: table-scroll.css).
 */
export function TableScroll({
  label,
  hint,
  children,
}: {
  label: string;
  hint: ByPointer;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <p className="table-scroll__hint" aria-hidden="true">
        <span className="table-scroll__touch">{hint.touch}</span>
        <span className="table-scroll__mouse">{hint.mouse}</span>
      </p>
      <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
    </div>
  );
}
