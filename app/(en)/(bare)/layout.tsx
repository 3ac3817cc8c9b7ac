import type { ReactNode } from 'react';

/** The /menu overlay: no footer (docs/product.md#header-footer-and-menu). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}
