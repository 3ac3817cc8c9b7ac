import type { ReactNode } from 'react';
import { Header } from '@/components/layout/header';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { ImageFallback } from '@/components/ui/image-fallback';
import { JsonLd } from '@/components/seo/json-ld';
import { businessJsonLd } from '@/lib/seo/json-ld';
import { bodyFont, headingFont } from '@/app/fonts';

/**
 * The <html> of every page: the root layout and the 404 page (app/global-not-found.tsx, which
 * renders outside the layout) share it.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <noscript>
          {/* Without JavaScript: slides in a scrollable row, blog posts open, the /menu link instead of the toggle. */}
          <style>{`.carousel__track{transform:none!important}.carousel__viewport{overflow-x:auto}.carousel__controls{display:none}.blog-card__full[hidden]{display:block!important}.blog-card__hint{display:none!important}.menu-link{display:inline-flex!important}.mobile-nav{display:none!important}`}</style>
        </noscript>
        <ScrollToTop />
        <RevealObserver />
        <ImageFallback />
        <Header />
        <JsonLd nodes={[businessJsonLd()]} />
        {children}
        <WhatsAppButton />
      </body>
    </html>
  );
}
