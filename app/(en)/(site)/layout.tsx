import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';

/** Pages with the full footer (trust badges, highlight slider and six-step process first). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
