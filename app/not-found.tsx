import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { HomeContent } from '@/components/home/home-content';
import { Footer } from '@/components/layout/footer';

// Exported as 404.html. PRODUCT.md: an unknown path shows the home page; Next.js adds the
// noindex robots tag to this page itself.
export const metadata: Metadata = {
  title: `Page not found – ${pages['/'].title}`,
};

export default function NotFound() {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <p className="notice container" role="status">
          We could not find that page, so here is our home page.
        </p>
        <HomeContent />
      </main>
      <Footer />
    </>
  );
}
