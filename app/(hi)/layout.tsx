import type { ReactNode } from 'react';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';
import { SiteDocument } from '@/components/layout/site-document';
import { Footer } from '@/components/layout/footer';
import '../globals.css';

// The Hindi pages' own root layout (issue 17): `<html lang="hi-IN">` needs a root layout of its
// own in a static export, where the English one cannot know the page's language. Moving between
// the two languages is a full page load, as between two documents.
export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function HindiLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument locale="hi">
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer locale="hi" highlights={false} />
    </SiteDocument>
  );
}
