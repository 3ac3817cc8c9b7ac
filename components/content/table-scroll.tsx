import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone; focusable so the keyboard can scroll it too.
 * Where it is wider than the screen, a line above says so (`hint`, in the page's language) and a
 * shadow at the cut edge shows there is more (CSS only: .table-scroll in globals.css).
 */
export function TableScroll({
  label,
  hint,
  children,
}: {
  label: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <p className="table-scroll__hint" aria-hidden="true">
        {hint}
      </p>
      <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
    </div>
  );
}
