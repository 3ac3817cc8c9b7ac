import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';

/**
 * /about shows its own badges, process and carousel, so its footer starts at the city links. So
 * does the home page, whose sections take in the footer's badges, slider and six steps
 * (components/home/home-content.tsx), and /offline, which is short and shown without its
 * scripts (no slider to drive).
 */
export default function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer highlights={false} />
    </>
  );
}
