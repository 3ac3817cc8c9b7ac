import '../globals.css';
import type { ReactNode } from 'react';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';
import { bodyFont, headingFont } from '@/components/layout/fonts';
import '@/components/ui/buttons.css';
import '@/components/content/blocks.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/**
 * The owner's inbox has a document of its own (docs/owner-inbox.md): none of the marketing
 * site's header, footer, chat button or structured data, and no service worker registered from
 * it (the worker leaves /admin alone anyway: scripts/service-worker.mjs).
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
