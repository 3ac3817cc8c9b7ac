import type { ReactNode } from 'react';

/** The /menu overlay: no footer (SPEC: Site-wide layout). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}
