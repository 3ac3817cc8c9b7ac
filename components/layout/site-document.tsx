import type { ReactNode } from 'react';
import { dictionary } from '@/lib/dictionaries';
import '@/components/ui/buttons.css';
import { Header } from '@/components/layout/header';
import { ActionBar } from '@/components/layout/action-bar';
import { PageScripts } from '@/components/layout/page-scripts';
import { OutboxFlusher } from '@/components/layout/outbox-flusher';
import { JsonLd } from '@/components/seo/json-ld';
import { businessJsonLd } from '@/lib/seo/json-ld';
import { analytics, registerServiceWorker } from '@/lib/env';
import { AnalyticsSlot } from '@/components/analytics/analytics-slot';
import { NEW_TAB_NOTE } from '@/components/content/proof-link';
import { bodyFont, headingFont } from './fonts';
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from '@/lib/i18n';
import '@/components/content/blocks.css';

/** Without JavaScript: slides in a scrollable row, blog posts open, the /menu link instead of the toggle. */
const NO_SCRIPT_CSS = `.carousel__track{transform:none!important}.carousel__viewport{overflow-x:auto}.carousel__controls{display:none}.blog-card__full[hidden]{display:block!important}.blog-card__hint{display:none!important}.menu-link{display:inline-flex!important}.mobile-nav__form{display:none!important}`;

/**
 * The <html> of every page: the root layout and the 404 page (app/global-not-found.tsx, which
 * renders outside the layout) share it.
 * The other languages have their own root layout (app/(l10n)/[lang]/layout.tsx) for `<html lang>`.
 */
export function SiteDocument({
  children,
  locale = DEFAULT_LOCALE,
}: {
  children: ReactNode;
  locale?: Locale;
}) {
  const t = dictionary(locale).layout;
  return (
    <html lang={HTML_LANG[locale]} className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
        <PageScripts serviceWorker={registerServiceWorker} />
        <OutboxFlusher />
        <Header locale={locale} />
        <JsonLd nodes={[businessJsonLd()]} />
        {children}
        {/* After the page, its last box: the bar keeps its own room at the end (action-bar.tsx). */}
        <ActionBar locale={locale} />
        <p id={NEW_TAB_NOTE} hidden>
          {t.newTab}
        </p>
        {analytics && <AnalyticsSlot locale={locale} />}
      </body>
    </html>
  );
}
