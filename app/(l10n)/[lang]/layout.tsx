import '../../globals.css';
import type { ReactNode } from 'react';
import { PREFIXED_LOCALES, localeParam, type LangParams } from '@/lib/i18n';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';
import { SiteDocument } from '@/components/layout/site-document';
import { Footer } from '@/components/layout/footer';

// The root layout of every language but the default, one folder for all of them: /hi/..., and
// whatever lib/i18n.ts lists next. `<html lang>` needs a root layout of the page's own language
// in a static export, where the default one cannot know it. Moving between languages is a full
// page load, as between two documents. The pages here are thin: each page type is built by one
// module for every language (components/pages/, components/content/, components/city/).
export const metadata = siteMetadata;
export const viewport = siteViewport;
export const dynamicParams = false;

export function generateStaticParams(): { lang: string }[] {
  return PREFIXED_LOCALES.map((lang) => ({ lang }));
}

export default async function LanguageLayout({
  children,
  params,
}: LangParams & { children: ReactNode }) {
  const locale = localeParam((await params).lang);
  return (
    <SiteDocument locale={locale}>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer locale={locale} highlights={false} />
    </SiteDocument>
  );
}
