import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { Header } from '@/components/layout/header';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { ImageFallback } from '@/components/ui/image-fallback';
import { JsonLd } from '@/components/seo/json-ld';
import { businessJsonLd } from '@/lib/seo/json-ld';
import { bodyFont, headingFont } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: site.brand, template: `%s | ${site.shortName}` },
  applicationName: site.brand,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0B2545',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
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
